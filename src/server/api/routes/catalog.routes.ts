import { createRoute, z } from '@hono/zod-openapi';
import {
  categoryTreeSchema,
  DEFAULT_PAGE_SIZE,
  HOT_CATEGORY_IDS,
  MAX_PAGE_SIZE,
  hotCategoryQuerySchema,
  hotCategorySchema,
  productDetailSchema,
  productListQuerySchema,
  skuCodeSchema,
} from '@/contracts/catalog';
import { TRADE_DATA_MAX_SKUS, tradeDataQuerySchema, tradeDataSchema, tradeProductListSchema } from '@/contracts/entitlements';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { json } from '../resource';
import { localeQueryShape } from '../locale-query';
import { buyerSecurity } from '../buyer-route-docs';

/* The public catalogue: category tree, hot rows, listing, product detail (contracts only; handlers in catalog.handlers.ts). */

const errors = {
  400: json(
    errorEnvelopeSchema,
    'Bad request: 400000 (unknown site/lang) or 400001 (a parameter is not valid; `errors` lists the fields).',
  ),
  500: json(errorEnvelopeSchema, 'Unexpected failure (500000); `msg` never carries details.'),
  503: json(errorEnvelopeSchema, 'Database briefly unavailable (503000); retry.'),
};

export const categoryTreeRoute = createRoute({
  method: 'get',
  path: '/api/cate',
  tags: ['Catalogue'],
  summary: 'Category tree',
  description:
    'All categories, two levels, in display order. `title` is Chinese, `title_en` English; `pid` is 0 at the top.',
  request: { query: z.object(localeQueryShape) },
  responses: { 200: json(envelopeSchema(categoryTreeSchema), 'The tree.'), ...errors },
});

export const hotCategoryRoute = createRoute({
  method: 'get',
  path: '/api/cate/product',
  tags: ['Catalogue'],
  summary: 'Hot category products',
  description: `Home-page rows: for each cid in order, up to 8 products (a top category includes its subcategories). Unknown cids are skipped. Default: the categories flagged hot in the console, seeded with ${HOT_CATEGORY_IDS.join(',')} in that order.`,
  request: {
    query: hotCategoryQuerySchema
      .extend({
        cids: hotCategoryQuerySchema.shape.cids.meta({
          description: 'Comma-separated category codes (2 or 4 digits), at most 20.',
          example: '13,1003,08',
        }),
      })
      .extend(localeQueryShape),
  },
  responses: { 200: json(envelopeSchema(z.array(hotCategorySchema)), 'One row per known cid.'), ...errors },
});

export const productListRoute = createRoute({
  method: 'get',
  path: '/api/products',
  tags: ['Catalogue'],
  summary: 'Product listing',
  description:
    'Active products, paginated. `cid` "0" or absent = all; a top cid includes its subcategories. Sorting by price uses the site currency\'s reference price, which the listing itself does not show. ' +
    'With a `keyword` this is a search: signed-in buyers only (a visitor gets 410000–410002), answered by the search engine like `GET /api/search` and never cached. ' +
    'Deep pages: pass `nextCursor` back as `cursor`.',
  request: {
    query: productListQuerySchema
      .extend({
        keyword: productListQuerySchema.shape.keyword.meta({
          description: 'Search text, at most 100 characters.',
        }),
        cid: productListQuerySchema.shape.cid.meta({
          description: 'Category code; "0" = all.',
          example: '10',
        }),
        page: productListQuerySchema.shape.page.meta({
          description: '1-based page.',
          type: 'integer',
          minimum: 1,
          maximum: 10_000,
          default: 1,
        }),
        pageSize: productListQuerySchema.shape.pageSize.meta({
          description: 'Items per page.',
          type: 'integer',
          minimum: 1,
          maximum: MAX_PAGE_SIZE,
          default: DEFAULT_PAGE_SIZE,
        }),
        sort: productListQuerySchema.shape.sort.meta({
          description: 'relevance (default), newest, price_asc, price_desc.',
        }),
        cursor: productListQuerySchema.shape.cursor.meta({
          description: "The previous page's `nextCursor` (keyset paging).",
        }),
        vehicle: productListQuerySchema.shape.vehicle.meta({
          description: 'Vehicle id (/api/vehicles/models): only parts that fit it.',
          type: 'integer',
          minimum: 1,
          example: 1,
        }),
      })
      .extend(localeQueryShape),
  },
  responses: {
    200: json(
      envelopeSchema(tradeProductListSchema),
      'One page with total and pageCount. Cards carry what visitors see; `trade` is null on the (cached) listing and, on a keyword search, the buyer\'s trade data at their tier.',
    ),
    401: json(errorEnvelopeSchema, 'A keyword search without a usable session (410000–410002).'),
    404: json(errorEnvelopeSchema, 'Unknown category (404000, categoryNotFound).'),
    ...errors,
  },
});

export const productDetailRoute = createRoute({
  method: 'get',
  path: '/api/products/{skuCode}',
  tags: ['Catalogue'],
  summary: 'Product detail',
  description:
    'One active product with breadcrumbs, localized specs, fitments and all images. A SKU that is not well-formed cannot exist, so it answers 404000 like an unknown one.',
  request: {
    params: z.object({
      skuCode: skuCodeSchema.meta({
        description: 'Product code: A–Z, 0–9 and hyphens, 3–40 characters.',
        example: 'PM-1003-000123',
      }),
    }),
    query: z.object(localeQueryShape),
  },
  responses: {
    200: json(envelopeSchema(productDetailSchema), 'The product.'),
    404: json(errorEnvelopeSchema, 'No such (active) product (404000, productNotFound).'),
    ...errors,
  },
});

export const tradeDataRoute = createRoute({
  method: 'get',
  path: '/api/products/trade',
  tags: ['Catalogue'],
  security: buyerSecurity,
  summary: 'Trade data of the products on a page (signed-in buyers)',
  description:
    "What the cached catalogue leaves out, at the caller's data tier (docs/decisions/0067): for every signed-in buyer the reference price in the `site` currency (minor units) and the stock status; " +
    'for a company on a plan with member data also `member` — the member price, its quantity breaks as unit prices, the exact stock quantity and the OE numbers (null otherwise). ' +
    `At most ${TRADE_DATA_MAX_SKUS} SKUs; unknown or hidden ones are left out. A membership that has ended grants nothing from the next call on. Never cached (no-store).`,
  request: { query: tradeDataQuerySchema.extend(localeQueryShape) },
  responses: {
    200: json(
      envelopeSchema(tradeDataSchema),
      'The items, in the order asked, and what the page may offer besides.',
    ),
    401: json(errorEnvelopeSchema, '410000–410002: no usable session; the client signs out.'),
    ...errors,
  },
});
