import type { OpenAPIHono } from '@hono/zod-openapi';
import { INVOICE_LIMITS } from '@/contracts/invoices';
import { getDb } from '../../db';
import { attachInvoicePdf } from '../../invoices/attach-invoice-pdf';
import { getInvoiceForOperator, listInvoicesForOperator } from '../../invoices/get-invoice-for-operator';
import { issueInvoice } from '../../invoices/issue-invoice';
import { fileStore } from '../../storage/file-store';
import type { AppEnv } from '../context';
import { declareRawBodyRoute } from '../middleware/input-policy';
import { readLimitedBody } from '../read-limited-body';
import { okWith } from '../resource';
import * as r from './admin-invoices.routes';

export function registerAdminInvoiceRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.listRoute, async (c) => {
    const { state, page, pageSize } = c.req.valid('query');
    return okWith(c, 'ok', await listInvoicesForOperator(await getDb(), { state, page, pageSize }));
  });

  app.openapi(r.issueRoute, async (c) => {
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
  app.openapi(r.pdfRoute, async (c) => {
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
