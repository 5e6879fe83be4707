import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getRegionResponse } from '../../regions/region-response';
import type { AppEnv } from '../context';
import { wantsGzip } from '../catalogue-answer';
import * as r from './regions.routes';

export const REGION_CACHE_CONTROL = 'public, max-age=86400';

function serveRegions(c: Context<AppEnv>): Response {
  const body = getRegionResponse();
  const headers: Record<string, string> = {
    'Cache-Control': REGION_CACHE_CONTROL,
    ETag: body.etag,
    Vary: 'Accept-Encoding',
  };
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === body.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers['Content-Type'] = 'application/json; charset=UTF-8';
  if (wantsGzip(c)) {
    headers['Content-Encoding'] = 'gzip';
    return new Response(body.gzip, { status: 200, headers });
  }
  return new Response(body.json, { status: 200, headers });
}

export function registerRegionRoutes(app: OpenAPIHono<AppEnv>): void {
  // Both spellings: the spec writes /proxy/amap/, clients often drop the slash (Hono routes are strict).
  app.openapi(r.routeFor('/proxy/amap/', false), (c) => serveRegions(c));
  app.openapi(r.routeFor('/proxy/amap', true), (c) => serveRegions(c));
}
