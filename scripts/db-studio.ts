/** `npm run db:studio`: Drizzle Studio on the embedded database (server stopped) or on DATABASE_URL. */
import path from 'node:path';
import { env } from '../src/env';
import { dataDirHolder } from '../src/server/db/data-dir-lock';
import { bin, run } from './lib/run';

async function main() {
  const childEnv = { ...process.env };
  if (env.DATABASE_URL) {
    childEnv.DRIZZLE_STUDIO_URL = env.DATABASE_URL;
  } else {
    const pid = dataDirHolder(env.DATA_DIR);
    if (pid) {
      console.error(`Stop the server (process ${pid}) first: PGlite allows one process per data folder.`);
      process.exit(1);
    }
    childEnv.DRIZZLE_PGLITE_DIR = path.resolve(env.DATA_DIR, 'pglite');
  }
  process.exit(await run(bin('drizzle-kit'), ['studio'], { env: childEnv }));
}

void main();
