import type { OpenAPIHono } from '@hono/zod-openapi';
import { getDb } from '../../db';
import { postgresSearchEngine } from '../../search/postgres-search-engine';
import type { AppEnv } from '../context';
import { okWith } from '../resource';
import * as r from './search.routes';

/** Keyword search (buyers only: the default-deny middleware has checked the session). */
export function registerSearchRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.searchRoute, async (c) => {
    const { keyword, cid, brand, vehicle, sort, page, pageSize, cursor } = c.req.valid('query');
    const engine = postgresSearchEngine(await getDb());
    const result = await engine.search({
      keyword,
      cid,
      brands: brand,
      vehicleId: vehicle,
      sort,
      page,
      pageSize,
      cursor,
      site: c.get('site'),
      lang: c.get('lang'),
    });
    return okWith(c, 'ok', result);
  });

  app.openapi(r.suggestRoute, async (c) => {
    const engine = postgresSearchEngine(await getDb());
    return okWith(c, 'ok', await engine.suggest({ q: c.req.valid('query').q, site: c.get('site'), lang: c.get('lang') }));
  });
}
