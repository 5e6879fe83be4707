import { createRoute } from '@hono/zod-openapi';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import {
  invoiceableOrderListSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceSchema,
  invoiceStatisticsSchema,
  invoiceTitleBodySchema,
  invoiceTitleListSchema,
  invoiceTitleSchema,
  INVOICE_LIMITS,
  requestInvoiceBodySchema,
} from '@/contracts/invoices';
import { localeQueryShape } from '../locale-query';
import { idParams, json, jsonBody } from '../resource';
import { buyerErrors as errors, buyerLocaleQuery as query, buyerSecurity as security } from '../buyer-route-docs';

/*
 * The buyer's invoice titles and invoices (contracts only; handlers in invoices.handlers.ts).
 * docs/decisions/0026-invoice-titles-and-invoices.md.
 */

const tags = ['Invoices'];
const notFound = (what: string) => ({ 404: json(errorEnvelopeSchema, `404000: ${what} (someone else's reads the same).`) });
const invoiceIdParams = idParams(42);

const titleRules =
  'company: name and the unified social credit code (18 characters, GB 32100-2015: character set, division digits, the organisation code\'s ' +
  'GB 11714 check character and the final check character are verified; spaces and hyphens are dropped, letters upper-cased); address, phone, ' +
  'bank and account are optional but a special (专票) invoice needs all four. personal: name only (any other field → 400001 invoicePersonalNameOnly). ' +
  `At most ${INVOICE_LIMITS.titlesPerBuyer} titles (409000 invoiceTitlesFull). A buyer with titles always has exactly one default: the first title ` +
  'becomes it, isDefault moves it, and deleting it promotes the newest remaining title.';

export const listTitlesRoute = createRoute({
  method: 'get',
  path: '/api/invoice/title/list',
  tags,
  security,
  summary: 'Your invoice titles (the default first)',
  request: query,
  responses: { 200: json(envelopeSchema(invoiceTitleListSchema), 'The titles.'), ...errors },
});

export const addTitleRoute = createRoute({
  method: 'post',
  path: '/api/invoice/title/add',
  tags,
  security,
  summary: 'Save an invoice title',
  description: titleRules,
  request: { ...query, ...jsonBody(invoiceTitleBodySchema) },
  responses: {
    200: json(envelopeSchema(invoiceTitleSchema), 'The saved title.'),
    409: json(errorEnvelopeSchema, '409000 invoiceTitlesFull.'),
    ...errors,
  },
});

export const defaultTitleRoute = createRoute({
  method: 'post',
  path: '/api/invoice/title/default/{id}',
  tags,
  security,
  summary: 'Make a title the default',
  description: 'The previous default stops being one. Making the default the default again changes nothing.',
  request: { ...invoiceIdParams, ...query },
  responses: { 200: json(envelopeSchema(invoiceTitleSchema), 'The title, now the default.'), ...notFound('invoiceTitleNotFound'), ...errors },
});

export const deleteTitleRoute = createRoute({
  method: 'delete',
  path: '/api/invoice/title/{id}',
  tags,
  security,
  summary: 'Delete a title',
  description: 'Invoices already requested keep their copy of the title. Deleting the default makes the newest remaining title the default.',
  request: { ...invoiceIdParams, ...query },
  responses: {
    200: json(envelopeSchema(invoiceTitleListSchema), 'Your remaining titles (the default first).'),
    ...notFound('invoiceTitleNotFound'),
    ...errors,
  },
});

export const requestInvoiceRoute = createRoute({
  method: 'post',
  path: '/api/invoice/add',
  tags,
  security,
  summary: 'Request the invoice of a paid order',
  description:
    'Your own order (404000 invoiceOrderNotFound otherwise, like an unknown one), paid (409000 invoiceOrderNotPaid), of a plan whose is_invoice is 1 ' +
    '(409000 invoiceOrderNotInvoiceable), once (409000 invoiceAlreadyRequested, also under concurrent requests). titleId: one of your titles ' +
    '(404000 invoiceTitleNotFound otherwise); ' +
    'its fields and the order amount are copied into the invoice. special needs a company title with address, phone, bank and account ' +
    '(400001 invoiceSpecialNeedsDetails).',
  request: { ...query, ...jsonBody(requestInvoiceBodySchema) },
  responses: {
    200: json(envelopeSchema(invoiceSchema), 'The invoice, requested.'),
    ...notFound('invoiceOrderNotFound / invoiceTitleNotFound'),
    409: json(errorEnvelopeSchema, '409000 invoiceOrderNotPaid / invoiceOrderNotInvoiceable / invoiceAlreadyRequested.'),
    ...errors,
  },
});

export const listInvoicesRoute = createRoute({
  method: 'get',
  path: '/api/invoice/list',
  tags,
  security,
  summary: 'Your invoices, newest request first',
  request: { query: invoiceListQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(invoiceListSchema), 'One page.'), ...errors },
});

export const statisticsRoute = createRoute({
  method: 'get',
  path: '/api/invoice/statistics',
  tags,
  security,
  summary: 'Invoiced and not-yet-invoiced amounts',
  description:
    'Over your paid orders of invoiceable plans: invoiced (an invoice requested or issued) + not_invoiced = paid_total; issued ≤ invoiced. Fen and yuan.',
  request: query,
  responses: { 200: json(envelopeSchema(invoiceStatisticsSchema), 'The amounts.'), ...errors },
});

export const invoiceableOrdersRoute = createRoute({
  method: 'get',
  path: '/api/invoice/orders',
  tags,
  security,
  summary: 'Your paid orders that can still be invoiced',
  description: 'Paid orders of invoiceable plans with no invoice yet, newest payment first (at most 100); title in the request\'s language.',
  request: query,
  responses: { 200: json(envelopeSchema(invoiceableOrderListSchema), 'The orders.'), ...errors },
});

export const downloadPdfRoute = createRoute({
  method: 'get',
  path: '/api/invoice/{id}/pdf',
  tags,
  security,
  summary: "Download your invoice's PDF",
  description: 'Served as an attachment (never rendered inline), nosniff, no-store.',
  request: { ...invoiceIdParams, ...query },
  responses: {
    200: { description: 'The PDF.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } as const } } },
    ...notFound('invoicePdfNotFound: unknown invoice, or no PDF yet'),
    ...errors,
  },
});
