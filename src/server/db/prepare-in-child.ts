import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/env';

/**
 * Before a server opens its database: migrate and, on an empty database, seed the demo catalogue in a
 * child process (scripts/db-prepare.ts). Seeding 3,000 products with their fitments grew the serving
 * process by memory that V8 and PGlite's WebAssembly memory never gave back; in a child, that
 * memory goes when it exits. An embedded database that already exists skips the child (its first
 * start seeded it; the boot's own migration check is cheap); PostgreSQL always runs it (we cannot
 * tell an empty server without connecting, and the child is quick when there is nothing to do).
 * Exits the process with the child's reason when preparing fails.
 */
export async function prepareDatabaseInChild(): Promise<void> {
  if (!env.DATABASE_URL && fs.existsSync(path.join(env.DATA_DIR, 'pglite'))) return;
  const script = JSON.stringify(path.resolve('scripts/db-prepare.ts'));
  // As the production server itself is started (scripts/lib/server-command.ts): tsx's CommonJS hook.
  // The server's own heap limits (scripts/lib/server-command.ts) unless the operator's NODE_OPTIONS set some.
  const heap = process.execArgv.filter((arg) => /^--max-(semi|old)-space-size=/.test(arg));
  const child = spawn(process.execPath, [...heap, '--require', 'tsx/cjs', '--eval', `require(${script})`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // The database this process will open, as it read it (a caller may have set it in code).
    env: {
      // eslint-disable-next-line no-process-env -- the child inherits the environment; env.ts still parses it there
      ...process.env,
      DATA_DIR: env.DATA_DIR,
      DATABASE_URL: env.DATABASE_URL ?? '',
      SEED_PRODUCTS: String(env.SEED_PRODUCTS),
      SEED_DISABLED: env.SEED_DISABLED ? '1' : '0',
    },
  });
  const code = await new Promise<number>((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (status) => resolve(status ?? 1));
  });
  if (code !== 0) {
    console.error('\nThe database could not be prepared (see above).\n');
    process.exit(1);
  }
}
