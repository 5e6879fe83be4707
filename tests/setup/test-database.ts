import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { openDb, type DbHandle } from '@/server/db/client';
import { applyMigrations } from '@/server/db/migrate';
import { PGLITE_EXTENSIONS } from '@/server/db/pglite-extensions';
import * as schema from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { adminQuery, databaseUrl } from '../../scripts/lib/postgres-admin';

/**
 * A fresh, migrated database for one test worker: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a uniquely named database on that PostgreSQL server that is dropped
 * again when the worker is done (so several runs can share one server). On PostgreSQL it is a copy
 * of the migrated template the global setup made (migrated here when there is none).
 */
export async function createTestDatabase(): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPgliteCopy();

  const worker = (process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0').replace(/\D/g, '') || '0';
  const name = `partsmall_t_${worker}_${crypto.randomBytes(5).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  try {
    const handle = await openDb({
      kind: 'postgres',
      url: databaseUrl(serverUrl, name),
      poolMax: 4,
      connectTimeoutMs: 10_000,
      statementTimeoutMs: 60_000,
    });
    if (!template) await applyMigrations(handle.db, handle.driver);
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
  breatheBetweenStatements(client);
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

/**
 * PGlite runs in the test's own process and its answers resolve as microtasks: a file that sends
 * thousands of statements in a row (a route walk, a 50,000-product load) never lets the event loop
 * turn, so the test runner's own messages wait behind it past Vitest's fixed 60-second limit and the
 * run fails with "Timeout calling onTaskUpdate" although every test passed. One macrotask turn before
 * each statement (inside transactions too) lets them through.
 */
function breatheBetweenStatements(client: PGlite): void {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  type Runner = Pick<PGlite, 'query' | 'exec'>;
  const wrap = <T extends Runner>(runner: T): T => {
    const query = runner.query.bind(runner);
    const exec = runner.exec.bind(runner);
    runner.query = (async (...args: Parameters<typeof query>) => {
      await turn();
      return query(...args);
    }) as typeof runner.query;
    runner.exec = (async (...args: Parameters<typeof exec>) => {
      await turn();
      return exec(...args);
    }) as typeof runner.exec;
    return runner;
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<typeof transaction>[0]) =>
    transaction((tx) => callback(wrap(tx)))) as typeof client.transaction;
}
