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

/**
 * Migrations, reference data and (on an empty database) the demo catalogue. The servers run this in
 * a child process first (prepare-in-child.ts), so seeding's memory is never the serving process's;
 * the same call at boot then finds nothing to do.
 */
export async function prepareDatabase(handle: DbHandle): Promise<void> {
  await handle.withMaintenanceLock(async (db) => {
    await applyMigrations(db, handle.driver);
    // Reference data, not demo data: a store without the demo catalogue still needs its vehicles.
    await loadVehiclesIfEmpty(db);
    if (!env.SEED_DISABLED) await seedIfEmpty(db, { products: env.SEED_PRODUCTS });
  });
}

async function startDatabase(): Promise<DbHandle> {
  const handle = await openDb(dbConfigFromEnv());
  await prepareDatabase(handle);
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
