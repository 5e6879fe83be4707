/**
 * Run by the servers before they open the database (src/server/db/prepare-in-child.ts), never by hand:
 * migrations, vehicles and — on an empty database — the demo catalogue, in this short-lived process,
 * so the memory seeding takes is returned to the system when it exits and the serving process starts
 * at its steady-state footprint. The parent may hold the embedded database's folder lock: it waits
 * for us and opens the folder only after we exited.
 */
import { env } from '../src/env';
import { openDb } from '../src/server/db/client';
import { dbConfigFromEnv } from '../src/server/db/config-from-env';
import { dataDirHolder } from '../src/server/db/data-dir-lock';
import { prepareDatabase } from '../src/server/db';

async function main() {
  const config = dbConfigFromEnv();
  const parentHolds = !env.DATABASE_URL && dataDirHolder(env.DATA_DIR) === process.ppid;
  const handle = await openDb(config.kind === 'pglite' ? { ...config, lockHeldByParent: parentHolds } : config);
  try {
    await prepareDatabase(handle);
  } finally {
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
