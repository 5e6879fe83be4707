import { type OpenAPIHono } from '@hono/zod-openapi';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import {
  adminInvoiceListQuerySchema,
  adminInvoiceListSchema,
  adminInvoiceSchema,
  INVOICE_LIMITS,
  issueInvoiceBodySchema,
} from '@/contracts/invoices';
import { getDb } from '../../db';
import { attachInvoicePdf } from '../../invoices/attach-invoice-pdf';
import { getInvoiceForOperator, listInvoicesForOperator } from '../../invoices/get-invoice-for-operator';
import { issueInvoice } from '../../invoices/issue-invoice';
import { fileStore } from '../../storage/file-store';
import type { AppEnv } from '../context';
import { localeQueryShape } from '../locale-query';
import { declareRawBodyRoute } from '../middleware/input-policy';
import { readLimitedBody } from '../read-limited-body';
import { idParams, json, jsonBody, okWith } from '../resource';

const invoiceIdParams = idParams(42);
import { staffRoute } from './staff-route';
import {
  staffErrors as errors,
  staffLocaleQuery as query,
  staffSecurity as security,
  staffTags as tags,
} from './staff-route-docs';

const notFound = { 404: json(errorEnvelopeSchema, '404000 invoiceNotFound.') };
const answer = json(
  envelopeSchema(adminInvoiceSchema),
  'The invoice with the buyer (masked mobile) and the full title copy.',
);

const listRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/invoices',
  tags,
  security,
  summary: 'The invoice queue',
  description:
    'requested: oldest request first (the queue to issue); issued: newest first; no state: every invoice, oldest request first.',
  request: { query: adminInvoiceListQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(adminInvoiceListSchema), 'One page.'), ...errors },
});

const issueRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/invoices/{id}/issue',
  tags,
  security,
  summary: 'Mark an invoice issued with its fapiao number',
  description:
    'requested → issued (409000 invoiceAlreadyIssued otherwise); records who and when, with an audit row. The PDF may be uploaded before or after.',
  request: { ...invoiceIdParams, ...query, ...jsonBody(issueInvoiceBodySchema) },
  responses: {
    200: answer,
    ...notFound,
    409: json(errorEnvelopeSchema, '409000 invoiceAlreadyIssued.'),
    ...errors,
  },
});

const pdfRoute = staffRoute('operator', {
  method: 'put',
  path: '/api/admin/invoices/{id}/pdf',
  tags,
  security,
  summary: "Upload (or replace) the invoice's PDF",
  description:
    'The raw PDF as the body with Content-Type application/pdf, ≤ 5 MB (413 as soon as more arrives). The content decides: its signature must be a PDF ' +
    '(415000 invoicePdfType otherwise). The buyer downloads it at GET /api/invoice/{id}/pdf.',
  request: {
    ...invoiceIdParams,
    ...query,
    body: {
      required: true,
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } as const } },
    },
  },
  responses: {
    200: answer,
    ...notFound,
    413: json(errorEnvelopeSchema, '413000 attachmentTooLarge.'),
    415: json(errorEnvelopeSchema, '415000 invoicePdfType.'),
    ...errors,
  },
});

export function registerAdminInvoiceRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { state, page, pageSize } = c.req.valid('query');
    return okWith(c, 'ok', await listInvoicesForOperator(await getDb(), { state, page, pageSize }));
  });

  app.openapi(issueRoute, async (c) => {
    const db = await getDb();
    const invoiceId = c.req.valid('param').id;
    await issueInvoice(db, {
      invoiceId,
      operatorId: c.get('user').id,
      invoiceNo: c.req.valid('json').invoiceNo,
    });
    return okWith(c, 'invoiceIssued', await getInvoiceForOperator(db, { invoiceId }));
  });

  declareRawBodyRoute('PUT', '/api/admin/invoices/{id}/pdf');
  app.openapi(pdfRoute, async (c) => {
    const bytes = await readLimitedBody(c, INVOICE_LIMITS.pdfMaxBytes, {
      key: 'attachmentTooLarge',
      params: { limit: '5 MB' },
    });
    const db = await getDb();
    const invoiceId = c.req.valid('param').id;
    await attachInvoicePdf(db, fileStore(), { invoiceId, operatorId: c.get('user').id, bytes });
    return okWith(c, 'invoicePdfSaved', await getInvoiceForOperator(db, { invoiceId }));
  });
}
