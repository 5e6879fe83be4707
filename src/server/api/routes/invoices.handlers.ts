import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getDb } from '../../db';
import { addInvoiceTitle } from '../../invoices/add-invoice-title';
import { deleteInvoiceTitle } from '../../invoices/delete-invoice-title';
import { invoiceStatistics } from '../../invoices/invoice-statistics';
import { listInvoiceTitles } from '../../invoices/list-invoice-titles';
import { listInvoiceableOrders } from '../../invoices/list-invoiceable-orders';
import { listInvoices } from '../../invoices/list-invoices';
import { readInvoicePdf } from '../../invoices/read-invoice-pdf';
import { requestInvoice } from '../../invoices/request-invoice';
import { setDefaultInvoiceTitle } from '../../invoices/set-default-invoice-title';
import { fileStore } from '../../storage/file-store';
import type { AppEnv } from '../context';
import { ownedCompany } from '../company-scope';
import { okWith } from '../resource';
import { downloadResponse } from '../download-response';
import * as r from './invoices.routes';

const buyer = (c: Context<AppEnv>) => c.get('user');
/** Invoices and their titles are the company's money matters: its owner's alone. */
const owned = (c: Context<AppEnv>) => ({ userId: buyer(c).id, companyId: ownedCompany(c).id });
const company = (c: Context<AppEnv>) => ({ companyId: ownedCompany(c).id });

/** The company owner's invoice routes: each parses, calls one server/invoices operation, and shapes the envelope. */
export function registerInvoiceRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.listTitlesRoute, async (c) => okWith(c, 'ok', await listInvoiceTitles(await getDb(), company(c))));

  app.openapi(r.addTitleRoute, async (c) =>
    okWith(c, 'invoiceTitleSaved', await addInvoiceTitle(await getDb(), { ...owned(c), title: c.req.valid('json') })),
  );

  app.openapi(r.defaultTitleRoute, async (c) =>
    okWith(
      c,
      'invoiceTitleDefaultSet',
      await setDefaultInvoiceTitle(await getDb(), { ...owned(c), titleId: c.req.valid('param').id }),
    ),
  );

  app.openapi(r.deleteTitleRoute, async (c) => {
    const db = await getDb();
    await deleteInvoiceTitle(db, { ...owned(c), titleId: c.req.valid('param').id });
    return okWith(c, 'invoiceTitleDeleted', await listInvoiceTitles(db, company(c)));
  });

  app.openapi(r.requestInvoiceRoute, async (c) => {
    const invoice = await requestInvoice(await getDb(), { ...owned(c), ...c.req.valid('json') });
    return okWith(c, 'invoiceRequested', invoice, { sn: invoice.order_sn });
  });

  app.openapi(r.listInvoicesRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    return okWith(c, 'ok', await listInvoices(await getDb(), { ...company(c), page, pageSize }));
  });

  app.openapi(r.statisticsRoute, async (c) => okWith(c, 'ok', await invoiceStatistics(await getDb(), company(c))));

  app.openapi(r.invoiceableOrdersRoute, async (c) =>
    okWith(c, 'ok', await listInvoiceableOrders(await getDb(), { ...company(c), lang: c.get('lang') })),
  );

  app.openapi(r.downloadPdfRoute, async (c) =>
    downloadResponse(await readInvoicePdf(await getDb(), fileStore(), { invoiceId: c.req.valid('param').id, ...company(c) })),
  );
}
