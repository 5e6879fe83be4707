/**
 * `npm run db:backup [-- <file>]`: a backup of the configured database (DATABASE_URL, or the embedded
 * one in DATA_DIR — stop the store first for that one). Default file: backups/partsmall-<time>.<ext>.
 */
import { backupDatabase } from '../src/server/db/backup/backup-database';
import { standaloneDbConfigFromEnv } from '../src/server/db/config-from-env';

async function main() {
  const config = standaloneDbConfigFromEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = process.argv[2] ?? `backups/partsmall-${stamp}.${config.kind === 'postgres' ? 'dump' : 'tar.gz'}`;
  await backupDatabase(config, file);
  console.log(`Backup written to ${file} (${config.kind}).`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
