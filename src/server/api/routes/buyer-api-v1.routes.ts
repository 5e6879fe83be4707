import { z } from '@hono/zod-openapi';
import {
  apiInquiryBodySchema,
  apiInquiryListQuerySchema,
  apiProductDetailSchema,
  apiProductFitmentSchema,
} from '@/contracts/buyer-api-v1';
import { categoryTreeSchema, productListQuerySchema, skuCodeSchema } from '@/contracts/catalog';
import { tradeProductListSchema } from '@/contracts/entitlements';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { inquiryDetailSchema, inquiryListSchema } from '@/contracts/inquiries';
import { invoiceListQuerySchema, invoiceListSchema } from '@/contracts/invoices';
import { orderListQuerySchema, orderListSchema } from '@/contracts/membership';
import { apiV1Errors as errors, apiV1Route } from '../api-v1-route';
import { localeQueryShape } from '../locale-query';
import { idParams, INQUIRY_STATES_DOC, json, jsonBody } from '../resource';

/*
 * The buyer API, version 1 (`/api/v1/*`): the documented, stable subset a company's own systems call with
 * an access token (docs/decisions/0068-buyer-api.md). Each route is declared with `apiV1Route` and its
 * scope; handlers in buyer-api-v1.handlers.ts. Answers reuse the storefront's contracts, so a field
 * means the same on both surfaces; everything a token reads is its own company's.
 */

const query = { query: z.object(localeQueryShape) };
const notFound = (what: string) => ({ 404: json(errorEnvelopeSchema, `404000 ${what}.`) });
const skuParams = {
  params: z.object({
    skuCode: skuCodeSchema.meta({ description: 'Product code: A–Z, 0–9 and hyphens, 3–40 characters.', example: 'PM-1003-000123' }),
  }),
};
const TRADE_DOC =
  "`trade` is the token company's trade data at its plan's tier: the reference price in the `site` currency (minor units) and the stock status, " +
  'and on a plan with member data `member` — the member price, its quantity breaks as unit prices, the exact stock quantity and the OE numbers.';

// ---- catalogue (catalog:read) ------------------------------------------------------------------------

export const categoriesRoute = apiV1Route('catalog:read', {
  method: 'get',
  path: '/api/v1/categories',
  summary: 'Category tree',
  description:
    'All categories, two levels, in display order, as `GET /api/cate` gives them: `title` Chinese, `title_en` English, `pid` 0 at the top; second-level nodes have an empty list.',
  request: query,
  responses: { 200: json(envelopeSchema(categoryTreeSchema), 'The tree.'), ...errors },
});

export const productsRoute = apiV1Route('catalog:read', {
  method: 'get',
  path: '/api/v1/products',
  summary: 'Products: listing or search, with your trade data',
  description:
    'Active products, paginated. Without `keyword` the catalogue listing (`cid` "0" or absent = all, a top cid includes its subcategories; `vehicle` = only parts linked to that vehicle); ' +
    'with `keyword` a search, answered by the same engine as the storefront. Deep pages: pass `nextCursor` back as `cursor`. ' +
    TRADE_DOC +
    ' Refusals: 400001 a parameter is not valid; 404000 categoryNotFound for an unknown `cid`.',
  request: {
    query: productListQuerySchema
      .extend({
        keyword: productListQuerySchema.shape.keyword.meta({ description: 'Search text, at most 100 characters.', example: 'brake pad' }),
        cid: productListQuerySchema.shape.cid.meta({ description: 'Category code; "0" = all.', example: '10' }),
        vehicle: productListQuerySchema.shape.vehicle.meta({ description: 'Vehicle id: only parts that fit it.', type: 'integer', minimum: 1, example: 1 }),
      })
      .extend(localeQueryShape),
  },
  responses: {
    200: json(envelopeSchema(tradeProductListSchema), 'One page with total and pageCount; every card with `trade`.'),
    ...notFound('categoryNotFound: no such category'),
    ...errors,
  },
});

export const productRoute = apiV1Route('catalog:read', {
  method: 'get',
  path: '/api/v1/products/{skuCode}',
  summary: 'One product with your trade data',
  description:
    'The product page\'s data (breadcrumbs, localized specs, fitment ranges, every image) and `trade`. ' +
    TRADE_DOC +
    ' Refusals: 404000 productNotFound for an unknown, hidden or malformed SKU.',
  request: { ...skuParams, ...query },
  responses: {
    200: json(envelopeSchema(apiProductDetailSchema), 'The product.'),
    ...notFound('productNotFound: no such (active) product'),
    ...errors,
  },
});

export const productFitmentRoute = apiV1Route('catalog:read', {
  method: 'get',
  path: '/api/v1/products/{skuCode}/fitment',
  summary: 'What a product fits',
  description:
    "`ranges`: the fitment table (make, model, years, engine; make in the request language). `vehicles`: every vehicle the product is linked to, whose ids `GET /api/v1/products?vehicle=` takes. " +
    '`universal` is true when it is linked to none (fluids, tools). Refusals: 404000 productNotFound for an unknown, hidden or malformed SKU.',
  request: { ...skuParams, ...query },
  responses: {
    200: json(envelopeSchema(apiProductFitmentSchema), 'The fitment.'),
    ...notFound('productNotFound: no such (active) product'),
    ...errors,
  },
});

// ---- inquiries ---------------------------------------------------------------------------------------

const inquiryAnswer = json(envelopeSchema(inquiryDetailSchema), 'The inquiry with its lines and quote.');

export const createInquiryRoute = apiV1Route('inquiries:write', {
  method: 'post',
  path: '/api/v1/inquiries',
  summary: 'Send an inquiry (request for quotation)',
  description:
    "Sent as the token's creator (the company's main account), for the token's company: the plan's daily allowance, answer deadline and the operators' notice apply as in the storefront. " +
    'Header Idempotency-Key (8–100 of A–Z a–z 0–9 _ -, required; 400001 on the field `Idempotency-Key` without it): the same key with the same request answers the first inquiry again (200, nothing new); ' +
    'with a different request 409000 idempotencyKeyReused. `lines` are required (there is no basket on this surface), products by SKU code or id; list prices are copied. ' +
    "Refusals: 400001 with `errors` paths lines.<i>.<field> for a line problem; 429000 dailyInquiriesUsed when the plan's inquiries per day are used up. " +
    INQUIRY_STATES_DOC,
  request: {
    headers: z.object({
      'idempotency-key': z
        .string()
        .optional()
        .meta({ description: 'Required: a fresh random value per inquiry (e.g. a UUID), reused on retries.', example: '5f0c7a2e-3b1d-4c8e-9a77-2d4b6e1f0a93' }),
    }),
    ...query,
    ...jsonBody(apiInquiryBodySchema),
  },
  responses: {
    200: inquiryAnswer,
    409: json(errorEnvelopeSchema, '409000 idempotencyKeyReused.'),
    ...errors,
    429: {
      ...errors[429],
      ...json(errorEnvelopeSchema, "429000 apiRateLimited (this minute's calls are used; `Retry-After` says when to try again) or dailyInquiriesUsed (the plan's inquiries for today are used)."),
      headers: errors[429].headers,
    },
  },
});

export const listInquiriesRoute = apiV1Route('inquiries:read', {
  method: 'get',
  path: '/api/v1/inquiries',
  summary: "The company's inquiries, newest first",
  description:
    "Every inquiry of the token's company, whoever sent it (the main account's view), with the storefront list's filters: state (400 = quoted and past validity), " +
    'from/to (creation day, China time, inclusive), keyword (reference, SKU codes, part numbers and titles of the lines; literal), cid. ' +
    INQUIRY_STATES_DOC,
  request: { query: apiInquiryListQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(inquiryListSchema), 'One page.'), ...errors },
});

export const getInquiryRoute = apiV1Route('inquiries:read', {
  method: 'get',
  path: '/api/v1/inquiries/{id}',
  summary: 'One of the company\'s inquiries',
  description:
    'Lines (titles in the request language, line totals once quoted) and the quote. Refusals: 404000 inquiryNotFound — also for another company\'s id, never told apart. ' +
    INQUIRY_STATES_DOC,
  request: { ...idParams(42), ...query },
  responses: { 200: inquiryAnswer, ...notFound('inquiryNotFound (another company\'s reads the same)'), ...errors },
});

// ---- orders and invoices (orders:read) ---------------------------------------------------------------

export const listOrdersRoute = apiV1Route('orders:read', {
  method: 'get',
  path: '/api/v1/orders',
  summary: "The company's membership orders, newest first",
  description:
    'As the storefront lists them: invoiceable = paid and the plan allows invoices; invoice_state none | requested | issued.',
  request: { query: orderListQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(orderListSchema), 'One page.'), ...errors },
});

export const listInvoicesRoute = apiV1Route('orders:read', {
  method: 'get',
  path: '/api/v1/invoices',
  summary: "The company's invoices, newest request first",
  description: 'As the storefront lists them, with their state and the order they are for (PDF downloads stay on the storefront).',
  request: { query: invoiceListQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(invoiceListSchema), 'One page.'), ...errors },
});
