import { env } from '@/env';
import { openDb, type Db, type DbHandle } from './client';
import { dbConfigFromEnv } from './config-from-env';
import { dbHolder } from './holder';
import { applyMigrations } from './migrate';
import { seedIfEmpty } from './seed/seed-if-empty';
import { loadVehiclesIfEmpty } from '../vehicles/load-vehicles';

export type { Db, DbHandle } from './client';
export { closeDb } from './holder';

const holder = dbHolder;

async function startDatabase(): Promise<DbHandle> {
  const handle = await openDb(dbConfigFromEnv());
  await handle.withMaintenanceLock(async (db) => {
    await applyMigrations(db, handle.driver);
    // Reference data, not demo data: a store without the demo catalogue still needs its vehicles.
    await loadVehiclesIfEmpty(db);
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
