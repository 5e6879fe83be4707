import { createRoute, z } from '@hono/zod-openapi';

/*
 * Probes and metrics for the machines that run the store (docs/decisions/0041-operations-endpoints.md):
 * outside /api (no session, no XSRF, no rate limit), not written to the access log, never cached.
 * Both servers answer them: scripts/serve.ts hands these paths to this app, src/server/api/serve.ts
 * serves nothing else.
 */

const healthSchema = z.object({ status: z.literal('ok') }).openapi('Health');
const readinessSchema = z
  .object({
    status: z.enum(['ready', 'not ready']),
    checks: z.object({
      database: z.string().openapi({ description: '`ok`, or `unreachable: …`' }),
      migrations: z
        .string()
        .openapi({ description: '`ok`, or `pending: …` when the database is behind the code' }),
      outbox: z
        .string()
        .openapi({ description: '`ok`, or `stopped: …` when the outbox worker is not running' }),
      shutdown: z.string().openapi({ description: '`ok`, or `draining: …` after SIGTERM' }),
    }),
  })
  .openapi('Readiness');

export const healthRoute = createRoute({
  method: 'get',
  path: '/healthz',
  tags: ['Operations'],
  summary: 'Liveness: the process answers',
  description: 'Always 200 while the process runs; touches nothing else. Not logged, not rate limited.',
  responses: { 200: { content: { 'application/json': { schema: healthSchema } }, description: 'Alive.' } },
});

export const readyRoute = createRoute({
  method: 'get',
  path: '/readyz',
  tags: ['Operations'],
  summary: 'Readiness: this instance may take traffic',
  description:
    'The database answers, every migration the code ships is applied, the outbox worker runs and the process is not ' +
    'shutting down. 503 names each failed check. Not logged, not rate limited.',
  responses: {
    200: { content: { 'application/json': { schema: readinessSchema } }, description: 'Ready.' },
    503: {
      content: { 'application/json': { schema: readinessSchema } },
      description: 'Not ready; `checks` say why.',
    },
  },
});

export const metricsRoute = createRoute({
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
