import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import type { Db } from './types';

export type { Db } from './types';

export type DbHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Raw SQL runner for maintenance. */
  exec: (sql: string) => Promise<void>;
  /**
   * Runs `fn` while holding the database-wide maintenance lock (a PostgreSQL advisory lock on one
   * connection), so instances starting together migrate and seed once. PGlite has one process already.
   */
  withMaintenanceLock: <T>(fn: (db: Db) => Promise<T>) => Promise<T>;
};

const MAINTENANCE_LOCK_KEY = 7_243_001; // arbitrary, fixed: "partsmall maintenance"

/**
 * PostgreSQL's default 128 MB of shared buffers is allocated (and zeroed: every page resident) inside
 * PGlite's WebAssembly memory, in the app's own process. The embedded database serves small stores;
 * pages beyond the buffers come from the kernel's file cache. 16 MB keeps the demo catalogue
 * (~30 MB on disk, a few MB hot) fast and the app within its memory budget (docs/decisions/0011).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

export type DbConfig =
  | { kind: 'pglite'; dataDir?: string /* undefined = in memory */ }
  | { kind: 'postgres'; url: string; poolMax: number; connectTimeoutMs: number; statementTimeoutMs: number };

export async function openDb(config: DbConfig): Promise<DbHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolMax,
      // pg waits forever for a free connection by default; fail fast so callers can answer 503.
      connectionTimeoutMillis: config.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      statement_timeout: config.statementTimeoutMs,
      application_name: 'partsmall',
    });
    pool.on('error', () => {
      /* an idle client lost its server: the pool replaces it; requests report their own errors */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      close: () => pool.end(),
      exec: async (sql) => {
        await pool.query(sql);
      },
      withMaintenanceLock: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MAINTENANCE_LOCK_KEY]);
          return await fn(drizzlePg(client, { schema }) as unknown as Db);
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MAINTENANCE_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
    };
  }
  const release = config.dataDir ? acquireDataDirLock(config.dataDir) : () => {};
  try {
    const client = new PGlite({
      dataDir: config.dataDir ? path.join(config.dataDir, 'pglite') : undefined,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      extensions: PGLITE_EXTENSIONS,
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
      exec: async (sql) => {
        await client.exec(sql);
      },
      withMaintenanceLock: (fn) => fn(db),
    };
  } catch (err) {
    release();
    throw err;
  }
}
