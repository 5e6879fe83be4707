import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { openDb, type DbHandle } from '@/server/db/client';
import { applyMigrations } from '@/server/db/migrate';
import { PGLITE_EXTENSIONS } from '@/server/db/pglite-extensions';
import * as schema from '@/server/db/schema';
import type { Db } from '@/server/db/types';

/**
 * A fresh, migrated database for one test worker: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a uniquely named database on that PostgreSQL server that is dropped
 * again when the worker is done (so several runs can share one server).
 */
export async function createTestDatabase(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPgliteCopy();

  const worker = (process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0').replace(/\D/g, '') || '0';
  const name = `partsmall_t_${worker}_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDb({
      kind: 'postgres',
      url: url.toString(),
      poolMax: 4,
      connectTimeoutMs: 10_000,
      statementTimeoutMs: 60_000,
    });
    await applyMigrations(handle.db, handle.driver);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  } catch (err) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    throw err;
  }
}

/** In-memory PGlite loaded from the migrated template the global setup dumped (or migrated here). */
async function openPgliteCopy(): Promise<DbHandle> {
  const template = inject('pgliteTemplate');
  if (!template) {
    const handle = await openDb({ kind: 'pglite' });
    await applyMigrations(handle.db, handle.driver);
    return handle;
  }
  const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(template)]), extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    exec: async (statement) => {
      await client.exec(statement);
    },
    withMaintenanceLock: (fn) => fn(db),
  };
}

/** CREATE/DROP DATABASE cannot run in a transaction or a pool shared with the test database. */
async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
