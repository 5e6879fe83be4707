import { eq } from 'drizzle-orm';
import { appSettings } from '../db/schema';
import type { Db } from '../db/types';

/**
 * The app_settings row the database itself bumps on every write to categories, products or
 * fitments (statement triggers, migration 0002), whoever writes: this process, another instance,
 * the seed script or an operator's SQL. The catalogue cache (catalogue-cache.ts) keeps its values
 * under it, so they cannot outlive the data they were built from by more than its check interval.
 */
export const CATALOGUE_VERSION_KEY = 'catalogue_version';

export async function readCatalogueVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, CATALOGUE_VERSION_KEY));
  return row?.value ?? '0';
}
