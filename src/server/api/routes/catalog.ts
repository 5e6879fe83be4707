import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  categoryTreeSchema,
  type CategoryNode,
  type CategoryTree,
  cidListSchema,
  DEFAULT_PAGE_SIZE,
  HOT_CATEGORY_IDS,
  MAX_PAGE_SIZE,
  hotCategoryQuerySchema,
  hotCategorySchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  type ProductList,
  skuCodeSchema,
  splitCidList,
} from '@/contracts/catalog';
import { envelopeSchema, errorEnvelopeSchema, STATUS } from '@/contracts/envelope';
import { getDb } from '../../db';
import { listCategoryTree } from '../../catalog/list-category-tree';
import { listFlaggedCategories } from '../../catalog/list-flagged-categories';
import { listHotCategoryProducts } from '../../catalog/list-hot-category-products';
import { getProductBySku } from '../../catalog/get-product-by-sku';
import { postgresSearchEngine } from '../../search/postgres-search-engine';
import { normalizeKeyword } from '@/lib/normalize-keyword';
import { requireSignedIn } from '../middleware/auth';
import { okWith } from '../resource';
import { ApiError } from '../api-error';
import { cachedCatalogueAnswer, sendCachedAnswer } from '../cached-answer';
import { PUBLIC_CATALOGUE_CACHE } from '../cache-control';
import type { AppEnv } from '../context';
import { localeQueryShape } from '../locale-query';
import { fail, failWith } from '../respond';
import { validationError } from '../validation-errors';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const errors = {
  400: json(errorEnvelopeSchema, 'Bad request: 400000 (unknown site/lang) or 400001 (a parameter is not valid; `errors` lists the fields).'),
  500: json(errorEnvelopeSchema, 'Unexpected failure (500000); `msg` never carries details.'),
  503: json(errorEnvelopeSchema, 'Database briefly unavailable (503000); retry.'),
};

const categoryTreeRoute = createRoute({
  method: 'get',
  path: '/api/cate',
  tags: ['Catalogue'],
  summary: 'Category tree',
  description: 'All categories, two levels, in display order. `title` is Chinese, `title_en` English; `pid` is 0 at the top.',
  request: { query: z.object(localeQueryShape) },
  responses: { 200: json(envelopeSchema(categoryTreeSchema), 'The tree.'), ...errors },
});

const hotCategoryRoute = createRoute({
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

const productListRoute = createRoute({
  method: 'get',
  path: '/api/products',
  tags: ['Catalogue'],
  summary: 'Product listing',
  description:
    'Active products, paginated. `cid` "0" or absent = all; a top cid includes its subcategories. Prices are in the site currency, in cents. ' +
    'With a `keyword` this is a search: signed-in buyers only (a visitor gets 410000–410002), answered by the search engine like `GET /api/search` and never cached. ' +
    'Deep pages: pass `nextCursor` back as `cursor`.',
  request: {
    query: productListQuerySchema
      .extend({
        keyword: productListQuerySchema.shape.keyword.meta({ description: 'Search text, at most 100 characters.' }),
        cid: productListQuerySchema.shape.cid.meta({ description: 'Category code; "0" = all.', example: '10' }),
        page: productListQuerySchema.shape.page.meta({ description: '1-based page.', type: 'integer', minimum: 1, maximum: 10_000, default: 1 }),
        pageSize: productListQuerySchema.shape.pageSize.meta({ description: 'Items per page.', type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
        sort: productListQuerySchema.shape.sort.meta({ description: 'relevance (default), newest, price_asc, price_desc.' }),
        cursor: productListQuerySchema.shape.cursor.meta({ description: 'The previous page\'s `nextCursor` (keyset paging).' }),
        vehicle: productListQuerySchema.shape.vehicle.meta({ description: 'Vehicle id (/api/vehicles/models): only parts that fit it.', type: 'integer', minimum: 1, example: 1 }),
      })
      .extend(localeQueryShape),
  },
  responses: {
    200: json(envelopeSchema(productListSchema), 'One page with total and pageCount.'),
    401: json(errorEnvelopeSchema, 'A keyword search without a usable session (410000–410002).'),
    404: json(errorEnvelopeSchema, 'Unknown category (404000, categoryNotFound).'),
    ...errors,
  },
});

const productDetailRoute = createRoute({
  method: 'get',
  path: '/api/products/{skuCode}',
  tags: ['Catalogue'],
  summary: 'Product detail',
  description:
    'One active product with breadcrumbs, localized specs, fitments and all images. A SKU that is not well-formed cannot exist, so it answers 404000 like an unknown one.',
  request: {
    params: z.object({ skuCode: skuCodeSchema.meta({ description: 'Product code: A–Z, 0–9 and hyphens, 3–40 characters.', example: 'PM-1003-000123' }) }),
    query: z.object(localeQueryShape),
  },
  responses: {
    200: json(envelopeSchema(productDetailSchema), 'The product.'),
    404: json(errorEnvelopeSchema, 'No such (active) product (404000, productNotFound).'),
    ...errors,
  },
});


/** The SKU as echoed in a message: bounded and printable, never the raw path. */
function shownSku(raw: string): string {
  return raw.replace(/[^\w-]/g, '?').slice(0, 40);
}

/** The tree as the contract spells it: two levels, second-level nodes with an empty list. */
function twoLevels(tree: CategoryNode[]): CategoryTree {
  const fields = ({ id, cid, title, title_en, pid }: CategoryNode) => ({ id, cid, title, title_en, pid });
  return tree.map((top) => ({
    ...fields(top),
    autopartsCategoryList: top.autopartsCategoryList.map((sub) => ({ ...fields(sub), autopartsCategoryList: [] })),
  }));
}

export function registerCatalogRoutes(app: OpenAPIHono<AppEnv>): void {
  // The tree is the same for every site; only `msg` follows the language.
  app.openapi(categoryTreeRoute, async (c) => {
    const db = await getDb();
    const lang = c.get('lang');
    const answer = await cachedCatalogueAnswer(db, 'tree', lang, lang, async () => twoLevels(await listCategoryTree(db)));
    return sendCachedAnswer(c, answer, PUBLIC_CATALOGUE_CACHE);
  });

  app.openapi(hotCategoryRoute, async (c) => {
    const requested = splitCidList(c.req.valid('query').cids);
    const checked = cidListSchema.safeParse(requested);
    if (!checked.success) {
      const issues = checked.error.issues.map((issue) => ({ ...issue, path: ['cids', ...issue.path] }));
      throw validationError(c.get('lang'), issues);
    }
    const db = await getDb();
    // Without cids: the categories flagged hot in the console (seeded with the spec's default list).
    const cids = checked.data.length ? checked.data : (await listFlaggedCategories(db)).hot;
    const { site, lang } = { site: c.get('site'), lang: c.get('lang') };
    const answer = await cachedCatalogueAnswer(db, 'hot', `${site}:${lang}:${cids.join(',')}`, lang, () =>
      listHotCategoryProducts(db, { cids, site, lang }),
    );
    return sendCachedAnswer(c, answer, PUBLIC_CATALOGUE_CACHE);
  });

  app.openapi(productListRoute, async (c) => {
    const { cid, keyword, page, pageSize, sort, cursor, vehicle } = c.req.valid('query');
    const site = c.get('site');
    const lang = c.get('lang');
    const db = await getDb();
    const engine = postgresSearchEngine(db);
    const text = normalizeKeyword(keyword);
    if (text) {
      // Searching needs an account (spec): a visitor gets 41000x; a buyer gets the search engine's hits
      // in the listing's shape, never cached.
      await requireSignedIn(c);
      const hits = await engine.search({ keyword: text, cid, vehicleId: vehicle, sort, page, pageSize, cursor, site, lang });
      const list: ProductList = {
        items: hits.list.map(({ highlight: _highlight, ...card }) => card),
        total: hits.total,
        page,
        pageSize,
        pageCount: Math.ceil(hits.total / pageSize),
        nextCursor: hits.next_cursor,
      };
      return okWith(c, 'ok', list);
    }
    const input = { cid, vehicleId: vehicle, page, pageSize, sort, cursor, site, lang };
    const answer = await cachedCatalogueAnswer(db, 'listing', JSON.stringify(input), lang, () => engine.list(input));
    return sendCachedAnswer(c, answer, PUBLIC_CATALOGUE_CACHE);
  });

  app.openapi(
    productDetailRoute,
    async (c) => {
      const input = { skuCode: c.req.valid('param').skuCode, site: c.get('site'), lang: c.get('lang') };
      const db = await getDb();
      const answer = await cachedCatalogueAnswer(db, 'detail', JSON.stringify(input), input.lang, async () => {
        const product = await getProductBySku(db, input);
        if (!product) throw new ApiError(STATUS.NOT_FOUND, 'productNotFound', { sku: input.skuCode });
        return product;
      });
      return sendCachedAnswer(c, answer, PUBLIC_CATALOGUE_CACHE);
    },
    // A malformed SKU names no product: answer like an unknown one rather than as a form error.
    (result, c) => {
      if (result.success) return;
      if (result.target === 'param') {
        return fail(c, STATUS.NOT_FOUND, 'productNotFound', { sku: shownSku(c.req.param('skuCode') ?? '') });
      }
      return failWith(c, validationError(c.get('lang'), result.error.issues));
    },
  );
}
