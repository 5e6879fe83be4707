import { createRoute, z } from '@hono/zod-openapi';
import { productRefParamsSchema } from '@/contracts/favorites';
import {
  basketLineBodySchema,
  basketSchema,
  bulkInquiryStateBodySchema,
  bulkInquiryStateResultSchema,
  createInquiryBodySchema,
  INQUIRY_LIMITS,
  inquiryAttachmentSchema,
  inquiryDetailSchema,
  inquiryListQuerySchema,
  inquiryListSchema,
  quickInquiryBodySchema,
  quickMatchResultSchema,
  whenInBasketSchema,
} from '@/contracts/inquiries';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { lineText } from '@/contracts/safe-text';
import { localeQueryShape } from '../locale-query';
import { idParams, INQUIRY_STATES_DOC as STATES_DOC, json, jsonBody } from '../resource';
import { buyerErrors as errors, buyerLocaleQuery as query, buyerSecurity as security } from '../buyer-route-docs';

/*
 * The buyer's inquiry routes (contracts only; handlers in inquiries.handlers.ts). Static paths are
 * registered before `/api/inquiry/{id}` so "basket", "quick" and "attachments" never reach it.
 */

const tags = ['Inquiries'];
const binary = { type: 'string', format: 'binary' } as const;


const notFound = (what: string) => ({ 404: json(errorEnvelopeSchema, `404000: ${what} (someone else's reads the same).`) });
const inquiryIdParams = idParams(42);
const productParams = { params: productRefParamsSchema };

// ---- basket ---------------------------------------------------------------------------------------

const basketAnswer = json(envelopeSchema(basketSchema), "The buyer's basket for the request's site after the change.");

export const getBasketRoute = createRoute({
  method: 'get',
  path: '/api/inquiry/basket',
  tags,
  security,
  summary: 'The inquiry basket (per buyer and site, kept on the server)',
  request: query,
  responses: { 200: basketAnswer, ...errors },
});

export const putBasketLineRoute = createRoute({
  method: 'put',
  path: '/api/inquiry/basket/{id}',
  tags,
  security,
  summary: 'Add a product to the basket, or change its line',
  description:
    '`id`: SKU code or numeric product id. quantity ≥ the product\'s MOQ (400001 belowMoq names it with the unit), target unit price in minor units ' +
    `(0–${INQUIRY_LIMITS.maxUnitPrice}), needed-by today or later (China time). At most ${INQUIRY_LIMITS.basketMaxItems} products (409000 basketFull).`,
  request: { ...productParams, ...query, ...jsonBody(basketLineBodySchema) },
  responses: {
    200: basketAnswer,
    ...notFound('productNotFound: no listed product with this SKU or id'),
    409: json(errorEnvelopeSchema, '409000 basketFull.'),
    ...errors,
  },
});

export const deleteBasketLineRoute = createRoute({
  method: 'delete',
  path: '/api/inquiry/basket/{id}',
  tags,
  security,
  summary: 'Remove a product from the basket (absent is fine)',
  request: { ...productParams, ...query },
  responses: { 200: basketAnswer, ...errors },
});

export const emptyBasketRoute = createRoute({
  method: 'delete',
  path: '/api/inquiry/basket',
  tags,
  security,
  summary: "Empty the basket for the request's site",
  request: query,
  responses: { 200: basketAnswer, ...errors },
});

// ---- quick inquiry --------------------------------------------------------------------------------

const quickDoc =
  'One part per line: "part-number quantity" separated by tab, semicolon, comma or spaces; an optional header row; a missing quantity means the MOQ. ' +
  'Matched by SKU code, maker part number or OE number, ignoring case, spaces, hyphens and dots (SKU beats part number beats OE number). ' +
  'Each line is matched (one product), ambiguous (several: up to 5 candidates), unmatched, or invalid (`problem`: a quantity that is not a whole number 1–1,000,000, ' +
  `or below the product's MOQ — never raised silently). At most ${INQUIRY_LIMITS.quickLinesMax} lines, and no more than the plan's quickInquiryLines (GET /api/info → entitlements; free tier 20): ` +
  'a longer list is refused whole (403 quickLinesPlanLimit, naming the cheapest plan that takes it). With addToBasket (default) matched lines are put in the basket ' +
  '(a product listed twice: quantities added). A product already in the basket follows whenInBasket: add (default) the quantities, keep the basket\'s, or take the list\'s; ' +
  'each matched line reports basketQuantity (the basket\'s quantity before the list, null if absent), so a client can report first (addToBasket false), let the buyer choose, then apply.';
const quickAnswer = json(envelopeSchema(quickMatchResultSchema), 'Every line with its result (msg: "N of M lines matched").');

export const quickRoute = createRoute({
  method: 'post',
  path: '/api/inquiry/quick',
  tags,
  security,
  summary: 'Quick inquiry from a pasted parts list',
  description: quickDoc,
  request: { ...query, ...jsonBody(quickInquiryBodySchema) },
  responses: { 200: quickAnswer, ...errors },
});

export const quickFileRoute = createRoute({
  method: 'post',
  path: '/api/inquiry/quick/file',
  tags,
  security,
  summary: 'Quick inquiry from an uploaded CSV or Excel file',
  description:
    'The raw file as the body, ≤ 1 MB, Content-Type text/csv (UTF-8 or GB18030) or the .xlsx type (first sheet). Column 1 part number, column 2 quantity. ' +
    quickDoc,
  request: {
    query: z.object({
      ...localeQueryShape,
      addToBasket: z
        .enum(['true', 'false'])
        .default('true')
        .meta({ description: 'false: only report the matches' }),
      whenInBasket: whenInBasketSchema.default('add'),
    }),
    body: {
      required: true,
      content: {
        'text/csv': { schema: binary },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: binary },
      },
    },
  },
  responses: {
    200: quickAnswer,
    413: json(errorEnvelopeSchema, '413000: over 1 MB.'),
    415: json(errorEnvelopeSchema, '415000 quickFileType: neither CSV nor .xlsx.'),
    ...errors,
  },
});

// ---- attachments ----------------------------------------------------------------------------------

export const uploadAttachmentRoute = createRoute({
  method: 'post',
  path: '/api/inquiry/attachments',
  tags,
  security,
  summary: 'Upload a file to attach to an inquiry',
  description:
    'The raw file as the body with its Content-Type: image/jpeg, image/png, image/webp or application/pdf; ≤ 5 MB (413 as soon as more arrives). ' +
    'The content decides: its signature must be one of these and agree with the Content-Type (415000 otherwise — e.g. a program renamed .pdf). ' +
    `Name its id in attachmentIds when creating the inquiry. At most 60 uploads an hour (429000). Unclaimed uploads are removed after a day.`,
  request: {
    query: z.object({
      ...localeQueryShape,
      name: lineText({ max: 200 })
        .default('')
        .meta({ description: 'The file name as the buyer sees it (folders dropped; the extension follows the content).' }),
    }),
    body: {
      required: true,
      content: Object.fromEntries(INQUIRY_LIMITS.attachmentTypes.map((type) => [type, { schema: binary }])),
    },
  },
  responses: {
    200: json(envelopeSchema(inquiryAttachmentSchema), 'Stored; not yet part of an inquiry.'),
    413: json(errorEnvelopeSchema, '413000 attachmentTooLarge.'),
    415: json(errorEnvelopeSchema, '415000 attachmentTypeRefused / attachmentTypeMismatch.'),
    429: json(errorEnvelopeSchema, '429000: too many uploads this hour.'),
    ...errors,
  },
});

export const downloadAttachmentRoute = createRoute({
  method: 'get',
  path: '/api/inquiry/attachments/{id}',
  tags,
  security,
  summary: 'Download an attachment of your own',
  description: 'Served as an attachment (never rendered inline) with its stored type, nosniff and no-store.',
  request: { ...inquiryIdParams, ...query },
  responses: {
    200: {
      description: 'The file.',
      content: Object.fromEntries(INQUIRY_LIMITS.attachmentTypes.map((type) => [type, { schema: binary }])),
    },
    ...notFound('attachmentNotFound'),
    ...errors,
  },
});

// ---- inquiries ------------------------------------------------------------------------------------

const detailAnswer = json(envelopeSchema(inquiryDetailSchema), 'The inquiry with its lines, attachments and quote.');

export const createInquiryRoute = createRoute({
  method: 'post',
  path: '/api/inquiry',
  tags,
  security,
  summary: 'Send an inquiry (request for quotation)',
  description:
    'Header Idempotency-Key (8–100 of A–Z a–z 0–9 _ -, required): the same key with the same request answers the first inquiry again (200, nothing new); ' +
    'with a different request 409000 idempotencyKeyReused. Without `lines` the basket for the request\'s site is sent and emptied in the same transaction. ' +
    'Site, currency and language come from the request; list prices are copied. attachmentIds: your own uploads not yet used. ' +
    'Line problems are 400001 with `errors` paths lines.<i>.<field> (or basket.<SKU>.<field>). ' +
    STATES_DOC,
  request: {
    headers: z.object({
      'idempotency-key': z
        .string()
        .optional()
        .meta({ description: 'Required: a fresh random value per inquiry form (e.g. a UUID), reused on retries.' }),
    }),
    ...query,
    ...jsonBody(createInquiryBodySchema),
  },
  responses: {
    200: detailAnswer,
    409: json(errorEnvelopeSchema, '409000 idempotencyKeyReused.'),
    ...errors,
  },
});

export const listInquiriesRoute = createRoute({
  method: 'get',
  path: '/api/inquiry',
  tags,
  security,
  summary: 'Your inquiries (newest first), or an export of them',
  description:
    'Filters: state (400 = quoted and past validity), from/to (creation day, China time, inclusive), keyword (reference, SKU codes, part numbers and titles of the lines; literal), cid. ' +
    `export=xlsx|csv: every matching inquiry as a download instead, one row per line (reference, state, dates, prices in currency units), at most ${INQUIRY_LIMITS.exportMaxRows} lines, ` +
    'named inquiries-<China day>.<format> (询价单-… in Chinese); cells never start a formula; 20 exports an hour (429000 exportTooMany). ' +
    STATES_DOC,
  request: { query: inquiryListQuerySchema.extend(localeQueryShape) },
  responses: {
    200: {
      description: 'One page (JSON), or the export file.',
      content: {
        'application/json': { schema: envelopeSchema(inquiryListSchema) },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: binary },
        'text/csv': { schema: binary },
      },
    },
    429: json(errorEnvelopeSchema, '429000 exportTooMany.'),
    ...errors,
  },
});

export const bulkCloseRoute = createRoute({
  method: 'put',
  path: '/api/inquiry',
  tags,
  security,
  summary: 'Close (withdraw) inquiries: {ids, state: 500}',
  description:
    `Up to ${INQUIRY_LIMITS.maxBulkIds} ids, decided one by one in one transaction (rows locked): those submitted, quoted or expired close; ` +
    'each other id is listed in `refused` with its translated reason and state — ids that are not yours read as not found. ' +
    '200 when at least one closed; 409000 nothingClosed when none did (then `errors` holds one entry per id, path ids.<i>).',
  request: { ...query, ...jsonBody(bulkInquiryStateBodySchema) },
  responses: {
    200: json(envelopeSchema(bulkInquiryStateResultSchema), 'What closed and what was refused.'),
    409: json(errorEnvelopeSchema, '409000 nothingClosed.'),
    ...errors,
  },
});

export const getInquiryRoute = createRoute({
  method: 'get',
  path: '/api/inquiry/{id}',
  tags,
  security,
  summary: 'One of your inquiries',
  description: 'Titles in the request language, line totals once quoted, canAccept / canClose. ' + STATES_DOC,
  request: { ...inquiryIdParams, ...query },
  responses: { 200: detailAnswer, ...notFound('inquiryNotFound'), ...errors },
});

export const acceptInquiryRoute = createRoute({
  method: 'post',
  path: '/api/inquiry/{id}/accept',
  tags,
  security,
  summary: 'Accept the quote',
  description: 'Only a quoted inquiry whose validity day (China time) has not passed: 200 → 300. Expired: 409000 quoteExpired; other states 409000 inquiryNotAcceptable.',
  request: { ...inquiryIdParams, ...query },
  responses: {
    200: detailAnswer,
    ...notFound('inquiryNotFound'),
    409: json(errorEnvelopeSchema, '409000 quoteExpired / inquiryNotAcceptable.'),
    ...errors,
  },
});
