/**
 * Standalone API server (`npm run start:api`) for API-only scale-out: the same Hono app the Next
 * catch-all route uses, listening on API_PORT. Drains in-flight requests on SIGTERM.
 */
import { serve } from '@hono/node-server';
import { env } from '@/env';
import { bootOrExit } from '../boot';
import { closeDb } from '../db';
import { createApp } from './app';

async function main() {
  await bootOrExit();
  const app = createApp();
  const server = serve({ fetch: app.fetch, port: env.API_PORT }, (info) => {
    console.log(`PartsMall API listening on http://localhost:${info.port}`);
  });
  const shutdown = () => {
    server.close(() => {
      void closeDb().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

void main();
