import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { openPglite } from './open-pglite';
import type { Db } from './types';

export type { Db } from './types';

export type DbHandle = {
  db: Db;
  /** How migrations and bulk loads talk to it: PGlite's own client, or the PostgreSQL protocol. */
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Raw SQL runner for maintenance. */
  exec: (sql: string) => Promise<void>;
  /**
   * Runs `fn` while holding the database-wide maintenance lock (a PostgreSQL advisory lock on one
   * connection), so instances starting together migrate and seed once. PGlite has one process already.
   */
  withMaintenanceLock: <T>(fn: (db: Db) => Promise<T>) => Promise<T>;
  /** The connection pool's state (PostgreSQL; PGlite has one in-process connection and no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

const MAINTENANCE_LOCK_KEY = 7_243_001; // arbitrary, fixed: "partsmall maintenance"

export type DbConfig =
  | {
      kind: 'pglite';
      dataDir?: string /* undefined = in memory */;
      /** The parent process holds the folder's lock and waits for us (scripts/db-prepare.ts). */
      lockHeldByParent?: boolean;
    }
  | { kind: 'postgres'; url: string; poolMax: number; connectTimeoutMs: number; statementTimeoutMs: number }
  /** The embedded database served by a worker thread of this process (src/server/db/pglite-thread.ts). */
  | { kind: 'pglite-thread'; socketDir: string; waitMs: number };

/** A database a command-line tool opens by itself: a server's URL or a data folder (never the server's thread). */
export type StandaloneDbConfig = Exclude<DbConfig, { kind: 'pglite-thread' }>;

export async function openDb(config: DbConfig): Promise<DbHandle> {
  if (config.kind === 'pglite-thread') return openPgliteThreadClient(config.socketDir, config.waitMs);
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolMax,
      // pg waits forever for a free connection by default; fail fast so callers can answer 503.
      connectionTimeoutMillis: config.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      statement_timeout: config.statementTimeoutMs,
      // statement_timeout is the server's clock: a server that stops answering (a network cut, a
      // frozen host) never fires it. The client gives up a second later and the request answers 503
      // instead of waiting for the request timeout (docs/decisions/0046).
      query_timeout: config.statementTimeoutMs + 1000,
      // A transaction whose client vanished mid-way must not hold its locks until TCP notices. Not
      // shorter than a minute: an order's transaction waits for the payment gateway (up to 10 s).
      idle_in_transaction_session_timeout: Math.max(config.statementTimeoutMs, 60_000),
      // Dead peers are noticed by the kernel, not only when the next query times out.
      keepAlive: true,
      application_name: 'partsmall',
    });
    return pooledHandle(pool, async (fn) => {
      // Its own connection, outside the pool and without the requests' statement timeout: a
      // migration's backfill or index build over a million products runs for minutes, and a
      // timeout would leave the upgrade undone at every start (the lock makes it run once).
      const client = new pg.Client({
        connectionString: config.url,
        connectionTimeoutMillis: config.connectTimeoutMs,
        keepAlive: true,
        application_name: 'partsmall-maintenance',
      });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MAINTENANCE_LOCK_KEY]);
        return await fn(drizzlePg(client, { schema }) as unknown as Db);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MAINTENANCE_LOCK_KEY]).catch(() => {});
        await client.end().catch(() => {});
      }
    });
  }
  const release = config.dataDir && !config.lockHeldByParent ? acquireDataDirLock(config.dataDir) : () => {};
  try {
    const client = await openPglite(config.dataDir);
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

/**
 * The production server's embedded database: PGlite runs in a worker thread and speaks the PostgreSQL
 * protocol on a unix socket, so a long query never holds the thread that answers requests
 * (docs/decisions/0073-embedded-database-off-the-request-thread.md). One connection: PGlite is one
 * session, and a pool of one serialises transactions exactly as PGlite's own lock did in process. A
 * request waits its turn for that connection: `waitMs` (the statement timeout) bounds the wait, not the
 * short connect timeout of PostgreSQL's pool.
 */
function openPgliteThreadClient(socketDir: string, waitMs: number): DbHandle {
  const pool = new pg.Pool({
    host: socketDir,
    user: 'postgres',
    password: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: waitMs,
  });
  return pooledHandle(pool);
}

/** A node-postgres pool as the app's database; maintenance runs on the pool unless told otherwise. */
function pooledHandle(pool: pg.Pool, withMaintenanceLock?: DbHandle['withMaintenanceLock']): DbHandle {
  pool.on('error', () => {
    /* an idle client lost its server (or the thread stopped): the pool replaces it; requests report their own errors */
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    withMaintenanceLock: withMaintenanceLock ?? ((fn) => fn(db)),
  };
}
