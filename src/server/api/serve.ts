/**
 * Standalone API server (`npm run start:api`) for API-only scale-out: the same Hono app the Next
 * catch-all route uses, listening on API_PORT. Drains in-flight requests on SIGTERM.
 */
import http from 'node:http';
import { env } from '@/env';
import { bootOrExit } from '../boot';
import { closeDb } from '../db';
import { apiApp } from './fetch-handler';
import { createApiListener } from './node-listener';

async function main() {
  await bootOrExit();
  const server = http.createServer(createApiListener(apiApp()));
  // HOST narrows the listener (behind a proxy: 127.0.0.1), as for the production server.
  server.listen(env.API_PORT, env.HOST || undefined, () => {
    console.log(`PartsMall API listening on http://localhost:${env.API_PORT}`);
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
