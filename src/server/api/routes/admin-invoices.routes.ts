import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import {
  adminInvoiceListQuerySchema,
  adminInvoiceListSchema,
  adminInvoiceSchema,
  issueInvoiceBodySchema,
} from '@/contracts/invoices';
import { localeQueryShape } from '../locale-query';
import { idParams, json, jsonBody } from '../resource';
import { staffRoute } from '../staff-route';
import {
  staffErrors as errors,
  staffLocaleQuery as query,
  staffSecurity as security,
  staffTags as tags,
} from '../staff-route-docs';

/* The console's invoice queue: list, issue, upload the PDF (contracts only; handlers in admin-invoices.handlers.ts). */

const invoiceIdParams = idParams(42);
const notFound = { 404: json(errorEnvelopeSchema, '404000 invoiceNotFound.') };
const answer = json(
  envelopeSchema(adminInvoiceSchema),
  'The invoice with the buyer (masked mobile) and the full title copy.',
);

export const listRoute = staffRoute('operator', {
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

export const issueRoute = staffRoute('operator', {
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

export const pdfRoute = staffRoute('operator', {
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
