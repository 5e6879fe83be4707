import type { OpenAPIHono } from '@hono/zod-openapi';
import { attachTrade } from '../../catalog/attach-trade';
import { getDb } from '../../db';
import { entitlementsOf } from '../../membership/entitlements';
import { postgresSearchEngine } from '../../search/postgres-search-engine';
import type { AppEnv } from '../context';
import { okWith } from '../resource';
import * as r from './search.routes';

/** Keyword search (buyers only: the default-deny middleware has checked the session). */
export function registerSearchRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.searchRoute, async (c) => {
    const { keyword, cid, brand, vehicle, sort, page, pageSize, cursor } = c.req.valid('query');
    const db = await getDb();
    const engine = postgresSearchEngine(db);
    const site = c.get('site');
    const result = await engine.search({
      keyword,
      cid,
      brands: brand,
      vehicleId: vehicle,
      sort,
      page,
      pageSize,
      cursor,
      site,
      lang: c.get('lang'),
      log: true,
    });
    const entitlements = await entitlementsOf(db, c.get('company'));
    return okWith(c, 'ok', { ...result, list: await attachTrade(db, result.list, { site, entitlements }) });
  });

  app.openapi(r.suggestRoute, async (c) => {
    const db = await getDb();
    const { memberData } = await entitlementsOf(db, c.get('company'));
    const engine = postgresSearchEngine(db);
    return okWith(
      c,
      'ok',
      await engine.suggest({ q: c.req.valid('query').q, site: c.get('site'), lang: c.get('lang'), memberData }),
    );
  });
}
