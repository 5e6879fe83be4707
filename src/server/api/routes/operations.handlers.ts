import crypto from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { env } from '@/env';
import { getDb, getDbHandle } from '../../db';
import { refreshDatabaseGauges } from '../../observability/database-gauges';
import { metrics } from '../../observability/metrics';
import { checkReadiness } from '../../observability/readiness';
import type { AppEnv } from '../context';
import * as r from './operations.routes';

const NO_STORE = 'no-store';

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

export function registerOperationsRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'metricsToken', {
    type: 'http',
    scheme: 'bearer',
  });

  app.openapi(r.healthRoute, (c) => {
    c.header('Cache-Control', NO_STORE);
    return c.json({ status: 'ok' as const }, 200);
  });

  app.openapi(r.readyRoute, async (c) => {
    c.header('Cache-Control', NO_STORE);
    const { ready, checks } = await checkReadiness({ db: getDb });
    if (ready) return c.json({ status: 'ready' as const, checks }, 200);
    return c.json({ status: 'not ready' as const, checks }, 503);
  });

  app.openapi(r.metricsRoute, async (c) => {
    c.header('Cache-Control', NO_STORE);
    const token = env.METRICS_TOKEN;
    if (!token) return c.text('Not Found', 404);
    if (!tokenMatches(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('Unauthorized', 401);
    }
    try {
      await refreshDatabaseGauges(await getDbHandle());
    } catch {
      /* the database is away: the other metrics still answer (readyz says why) */
    }
    const registry = metrics().registry;
    c.header('Content-Type', registry.contentType);
    return c.body(await registry.metrics(), 200);
  });
}
