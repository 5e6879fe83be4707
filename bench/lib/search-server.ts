/**
 * The API alone (a child process of bench/floor.ts) over the bench's database (DATABASE_URL for
 * PostgreSQL, DATA_DIR for PGlite); one approved buyer to sign in as. Prints one `READY {json}` line,
 * then serves on PORT.
 */
import http from 'node:http';
import { createApp } from '@/server/api/app';
import { createApiListener } from '@/server/api/node-listener';
import { getDb } from '@/server/db';
import { ensureSearchBuyer, SEARCH_BUYER } from './search-buyer';

async function main() {
  const db = await getDb(); // migrations only: the catalogue is there (SEED_DISABLED)
  await ensureSearchBuyer(db);
  const server = http.createServer({ keepAliveTimeout: 60_000 }, createApiListener(createApp()));
  server.listen(Number(process.env.PORT), '127.0.0.1', () => {
    console.log(`READY ${JSON.stringify(SEARCH_BUYER)}`);
  });
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
