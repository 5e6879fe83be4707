import { env } from '@/env';
import { openDb, type Db, type DbHandle } from './client';
import { dbConfigFromEnv } from './config-from-env';
import { applyMigrations } from './migrate';
import { seedIfEmpty } from './seed/seed-if-empty';

export type { Db, DbHandle } from './client';

/**
 * The process-wide database. Kept on globalThis because Next bundles route handlers and pages
 * separately: module-level state would open the embedded database twice.
 */
const holder = globalThis as typeof globalThis & { __partsmallDb?: Promise<DbHandle> };

async function startDatabase(): Promise<DbHandle> {
  const handle = await openDb(dbConfigFromEnv());
  await handle.withMaintenanceLock(async (db) => {
    await applyMigrations(db, handle.driver);
    if (!env.SEED_DISABLED) await seedIfEmpty(db, { products: env.SEED_PRODUCTS });
  });
  return handle;
}

export function getDbHandle(): Promise<DbHandle> {
  holder.__partsmallDb ??= startDatabase().catch((err: unknown) => {
    holder.__partsmallDb = undefined; // let the next call retry (e.g. PostgreSQL came back)
    throw err;
  });
  return holder.__partsmallDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Tests install their own (fresh, migrated) database. */
export function useDbHandle(handle: DbHandle): void {
  holder.__partsmallDb = Promise.resolve(handle);
}

export async function closeDb(): Promise<void> {
  const pending = holder.__partsmallDb;
  holder.__partsmallDb = undefined;
  if (pending) await (await pending).close();
}
