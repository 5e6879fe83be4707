/** `npm run db:migrate`: applies the committed migrations to DATA_DIR (PGlite) or DATABASE_URL. */
import { openDb } from '../src/server/db/client';
import { dbConfigFromEnv } from '../src/server/db/config-from-env';
import { applyMigrations } from '../src/server/db/migrate';

async function main() {
  const handle = await openDb(dbConfigFromEnv());
  try {
    await handle.withMaintenanceLock((db) => applyMigrations(db, handle.driver));
    console.log(`Migrations applied (${handle.driver}).`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
