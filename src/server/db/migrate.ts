import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from './types';

export const migrationsFolder = path.resolve(process.cwd(), 'src/server/db/migrations');

/** Applies the committed migrations (the same SQL on both drivers). Call under the maintenance lock. */
export async function applyMigrations(db: Db, driver: 'pglite' | 'postgres'): Promise<void> {
  if (driver === 'pglite') await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
}
