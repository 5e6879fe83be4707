import type { OpenAPIHono } from '@hono/zod-openapi';
import { cidListSchema, splitCidList } from '@/contracts/catalog';
import type { TradeProductList } from '@/contracts/entitlements';
import { STATUS } from '@/contracts/envelope';
import { searchWithTrade } from '../../catalog/search-with-trade';
import { getDb } from '../../db';
import { listCategoryTree } from '../../catalog/list-category-tree';
import { toCategoryTree } from '../../catalog/category-node';
import { listFlaggedCategories } from '../../catalog/list-flagged-categories';
import { listHotCategoryProducts } from '../../catalog/list-hot-category-products';
import { getProductBySku } from '../../catalog/get-product-by-sku';
import { postgresSearchEngine } from '../../search/postgres-search-engine';
import { normalizeKeyword } from '@/lib/normalize-keyword';
import { requireSignedIn, sessionResolutionFor } from '../middleware/auth';
import { readTradeData } from '../../catalog/read-trade-data';
import { entitlementsOf } from '../../membership/entitlements';
import { okWith } from '../resource';
import { ApiError } from '../api-error';
import { catalogueAnswer, sendAnswer } from '../catalogue-answer';
import { PUBLIC_CATALOGUE_CACHE } from '../cache-control';
import type { AppEnv } from '../context';
import { fail, failWith } from '../respond';
import { validationError } from '../validation-errors';
import * as r from './catalog.routes';

/** The SKU as echoed in a message: bounded and printable, never the raw path. */
function shownSku(raw: string): string {
  return raw.replace(/[^\w-]/g, '?').slice(0, 40);
}

export function registerCatalogRoutes(app: OpenAPIHono<AppEnv>): void {
  // The tree is the same for every site; only `msg` follows the language.
  app.openapi(r.categoryTreeRoute, async (c) => {
    const db = await getDb();
    const lang = c.get('lang');
    const answer = await catalogueAnswer(db, 'tree', lang, async () =>
      toCategoryTree(await listCategoryTree(db)),
    );
    return sendAnswer(c, answer, PUBLIC_CATALOGUE_CACHE);
  });

  app.openapi(r.hotCategoryRoute, async (c) => {
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
    const answer = await catalogueAnswer(db, `hot:${site}:${cids.join(',')}`, lang, () =>
      listHotCategoryProducts(db, { cids, site, lang }),
    );
    return sendAnswer(c, answer, PUBLIC_CATALOGUE_CACHE);
  });

  app.openapi(r.productListRoute, async (c) => {
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
      const resolution = await sessionResolutionFor(c);
      const entitlements = await entitlementsOf(db, resolution.state === 'active' ? resolution.company : null);
      const list = await searchWithTrade(db, { keyword: text, cid, vehicleId: vehicle, sort, page, pageSize, cursor, site, lang, entitlements });
      return okWith(c, 'ok', list);
    }
    const input = { cid, vehicleId: vehicle, page, pageSize, sort, cursor, site, lang };
    // The cached listing is the visitor tier: every card's `trade` is null, whoever asks.
    const answer = await catalogueAnswer(
      db,
      `listing:${JSON.stringify(input)}`,
      lang,
      async (): Promise<TradeProductList> => {
        const page = await engine.list(input);
        return { ...page, items: page.items.map((card) => ({ ...card, trade: null })) };
      },
    );
    return sendAnswer(c, answer, PUBLIC_CATALOGUE_CACHE);
  });

  // Before the detail route: `/api/products/trade` must never be read as a SKU.
  app.openapi(
    r.tradeDataRoute,
    async (c) => {
      // The path sits among the public catalogue's, so the session is checked here (41000x as elsewhere).
      await requireSignedIn(c);
      const resolution = await sessionResolutionFor(c);
      const company = resolution.state === 'active' ? resolution.company : null;
      const db = await getDb();
      const data = await readTradeData(db, {
        skus: c.req.valid('query').skus,
        site: c.get('site'),
        entitlements: await entitlementsOf(db, company),
      });
      c.header('Cache-Control', 'no-store');
      return okWith(c, 'ok', data);
    },
    (result, c) => {
      // A visitor is refused before the query is judged: the answer never depends on what was asked.
      if (result.success) return;
      const issues = result.error.issues;
      return requireSignedIn(c).then(() => {
        c.header('Cache-Control', 'no-store');
        return failWith(c, validationError(c.get('lang'), issues));
      });
    },
  );

  app.openapi(
    r.productDetailRoute,
    async (c) => {
      const input = { skuCode: c.req.valid('param').skuCode, site: c.get('site'), lang: c.get('lang') };
      const db = await getDb();
      const answer = await catalogueAnswer(
        db,
        `detail:${JSON.stringify(input)}`,
        input.lang,
        async () => {
          const product = await getProductBySku(db, input);
          if (!product) throw new ApiError(STATUS.NOT_FOUND, 'productNotFound', { sku: input.skuCode });
          return product;
        },
      );
      return sendAnswer(c, answer, PUBLIC_CATALOGUE_CACHE);
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
