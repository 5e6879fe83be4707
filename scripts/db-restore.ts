/**
 * `npm run db:restore -- <file>`: puts a backup made by `db:backup` back into the configured database
 * (stop the store first). The embedded database's previous folder is kept beside it, not deleted.
 */
import { restoreDatabase } from '../src/server/db/backup/restore-database';
import { standaloneDbConfigFromEnv } from '../src/server/db/config-from-env';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run db:restore -- <backup file>');
  const keptAside = await restoreDatabase(standaloneDbConfigFromEnv(), file);
  console.log(`Restored ${file}.${keptAside ? ` The previous database is kept in ${keptAside}.` : ''}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
