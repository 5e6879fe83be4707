import crypto from 'node:crypto';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { env } from '@/env';
import { getDb, getDbHandle } from '../../db';
import { refreshDatabaseGauges } from '../../observability/database-gauges';
import { metrics } from '../../observability/metrics';
import { checkReadiness } from '../../observability/readiness';
import type { AppEnv } from '../context';

/*
 * Probes and metrics for the machines that run the store (docs/decisions/0041-operations-endpoints.md):
 * outside /api (no session, no XSRF, no rate limit), not written to the access log, never cached.
 * Both servers answer them: scripts/serve.ts hands these paths to this app, src/server/api/serve.ts
 * serves nothing else.
 */

export const OPERATIONS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

const NO_STORE = 'no-store';

const healthSchema = z.object({ status: z.literal('ok') }).openapi('Health');
const readinessSchema = z
  .object({
    status: z.enum(['ready', 'not ready']),
    checks: z.object({
      database: z.string().openapi({ description: '`ok`, or `unreachable: …`' }),
      migrations: z.string().openapi({ description: '`ok`, or `pending: …` when the database is behind the code' }),
      outbox: z.string().openapi({ description: '`ok`, or `stopped: …` when the outbox worker is not running' }),
      shutdown: z.string().openapi({ description: '`ok`, or `draining: …` after SIGTERM' }),
    }),
  })
  .openapi('Readiness');

const healthRoute = createRoute({
  method: 'get',
  path: '/healthz',
  tags: ['Operations'],
  summary: 'Liveness: the process answers',
  description: 'Always 200 while the process runs; touches nothing else. Not logged, not rate limited.',
  responses: { 200: { content: { 'application/json': { schema: healthSchema } }, description: 'Alive.' } },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/readyz',
  tags: ['Operations'],
  summary: 'Readiness: this instance may take traffic',
  description:
    'The database answers, every migration the code ships is applied, the outbox worker runs and the process is not ' +
    'shutting down. 503 names each failed check. Not logged, not rate limited.',
  responses: {
    200: { content: { 'application/json': { schema: readinessSchema } }, description: 'Ready.' },
    503: { content: { 'application/json': { schema: readinessSchema } }, description: 'Not ready; `checks` say why.' },
  },
});

const metricsRoute = createRoute({
  method: 'get',
  path: '/metrics',
  tags: ['Operations'],
  summary: 'Prometheus metrics',
  description:
    'Prometheus text format: requests and latency by route, database pool, outbox backlog and failures, outbox ' +
    'deliveries (SMS, chat bot, payment notifications), payment notifications received, process figures. Needs ' +
    '`Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN configured it answers 404.',
  security: [{ metricsToken: [] }],
  responses: {
    200: { content: { 'text/plain': { schema: z.string() } }, description: 'The metrics.' },
    401: { description: 'Missing or wrong bearer token.' },
    404: { description: 'Metrics are not enabled (no METRICS_TOKEN).' },
  },
});

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

export function registerOperationsRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'metricsToken', { type: 'http', scheme: 'bearer' });

  app.openapi(healthRoute, (c) => {
    c.header('Cache-Control', NO_STORE);
    return c.json({ status: 'ok' as const }, 200);
  });

  app.openapi(readyRoute, async (c) => {
    c.header('Cache-Control', NO_STORE);
    const { ready, checks } = await checkReadiness({ db: getDb });
    if (ready) return c.json({ status: 'ready' as const, checks }, 200);
    return c.json({ status: 'not ready' as const, checks }, 503);
  });

  app.openapi(metricsRoute, async (c) => {
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
