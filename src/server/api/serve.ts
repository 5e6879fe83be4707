/**
 * Standalone API server (`npm run start:api`) for API-only scale-out: the same Hono app the Next
 * catch-all route uses, listening on API_PORT, with the probes and metrics (/healthz, /readyz,
 * /metrics), request ids and the access log. Drains in-flight requests and jobs on SIGTERM.
 */
import http from 'node:http';
import { env } from '@/env';
import { bootOrExit } from '../boot';
import { closeDb } from '../db';
import { serveEmbeddedDatabaseFromThread } from '../db/pglite-thread';
import { prepareDatabaseInChild } from '../db/prepare-in-child';
import { stopOnSignals } from '../lifecycle/graceful-shutdown';
import { withRequestScope } from '../observability/access-log';
import { apiApp } from './fetch-handler';
import { createApiListener } from './node-listener';
import { checkStartSettingsOrExit } from '../start-settings';

async function main() {
  // Before the database is touched: a production layout without PAY_PROVIDER or PUBLIC_BASE_URL stops here.
  checkStartSettingsOrExit();
  await prepareDatabaseInChild();
  // The embedded database on a thread of its own (docs/decisions/0073).
  const stopDbThread = await serveEmbeddedDatabaseFromThread();
  await bootOrExit();
  const listener = createApiListener(apiApp());
  const server = http.createServer(withRequestScope(listener, { trustIncomingId: env.TRUST_PROXY }));
  // HOST narrows the listener (behind a proxy: 127.0.0.1), as for the production server.
  server.listen(env.API_PORT, env.HOST || undefined, () => {
    console.log(`PartsMall API listening on http://localhost:${env.API_PORT}`);
  });
  stopOnSignals(server, {
    closeDb: async () => {
      await closeDb();
      await stopDbThread();
    },
  });
}

void main();
