import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { STATUS } from '@/contracts/envelope';
import type { FavoriteList } from '@/contracts/favorites';
import { getDb } from '../../db';
import { addFavorite } from '../../favorites/add-favorite';
import { exportFavorites } from '../../favorites/export-favorites';
import { listFavoriteSkus } from '../../favorites/list-favorite-skus';
import { listFavorites } from '../../favorites/list-favorites';
import { removeFavorite } from '../../favorites/remove-favorite';
import { entitlementsOf } from '../../membership/entitlements';
import type { AppEnv } from '../context';
import { exportResponse } from '../export-response';
import { fail, failWith } from '../respond';
import { validationError } from '../validation-errors';
import { okWith } from '../resource';
import * as r from './favorites.routes';

const buyer = (c: Context<AppEnv>) => c.get('user');

/** A path that cannot name a product answers like an unknown one (as the catalogue does), not as a form error. */
function productRefHook(
  result: { success: boolean; target?: string; error?: { issues: readonly unknown[] } },
  c: Context<AppEnv>,
) {
  if (result.success) return;
  if (result.target === 'param') {
    const shown = (c.req.param('id') ?? '').replace(/[^\w-]/g, '?').slice(0, 40);
    return fail(c, STATUS.NOT_FOUND, 'productNotFound', { sku: shown });
  }
  return failWith(c, validationError(c.get('lang'), (result.error?.issues ?? []) as never));
}

/** The buyer's favourites: each route parses, calls one server/favorites operation and shapes the answer. */
export function registerFavoriteRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.favoriteIdsRoute, async (c) =>
    okWith(c, 'ok', { skuCodes: await listFavoriteSkus(await getDb(), buyer(c).id) }),
  );

  app.openapi(r.listFavoritesRoute, async (c) => {
    const { page, pageSize, cid, keyword, export: format } = c.req.valid('query');
    const db = await getDb();
    const entitlements = await entitlementsOf(db, c.get('company'));
    const scope = { userId: buyer(c).id, site: c.get('site'), lang: c.get('lang'), cid, keyword, entitlements };
    if (format) {
      // The file, not an envelope: the route's 200 also documents the two file types.
      return exportResponse(await exportFavorites(db, { ...scope, format })) as unknown as ReturnType<
        typeof okWith<FavoriteList>
      >;
    }
    return okWith(c, 'ok', await listFavorites(db, { ...scope, page, pageSize }));
  });

  app.openapi(
    r.addFavoriteRoute,
    async (c) =>
      okWith(
        c,
        'favoriteAdded',
        await addFavorite(await getDb(), { userId: buyer(c).id, productRef: c.req.valid('param').id }),
      ),
    productRefHook,
  );

  app.openapi(
    r.removeFavoriteRoute,
    async (c) =>
      okWith(
        c,
        'favoriteRemoved',
        await removeFavorite(await getDb(), { userId: buyer(c).id, productRef: c.req.valid('param').id }),
      ),
    productRefHook,
  );
}
