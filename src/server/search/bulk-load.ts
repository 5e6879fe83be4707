import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';

/*
 * The search's GIN indexes (migrations 0009 and 0017) cost ~100 index entries per product when rows arrive one
 * batch at a time; building them once over the loaded table is several times faster. These are the
 * same definitions as in the migrations (tests/api/search-deferred-indexes.test.ts compares them with pg_indexes).
 */
export const DEFERRABLE_SEARCH_INDEXES = [
  {
    name: 'products_search_vector_idx',
    create: `CREATE INDEX IF NOT EXISTS products_search_vector_idx ON products USING gin (search_vector) WITH (fastupdate = off) WHERE status = 'active'`,
  },
  {
    name: 'part_number_lookup_key_grams_idx',
    create: 'CREATE INDEX IF NOT EXISTS part_number_lookup_key_grams_idx ON part_number_lookup USING gin (number_grams(key)) WITH (fastupdate = off)',
  },
] as const;

/** Runs a bulk load (the demo seed of a large catalogue) without the GIN indexes, then builds them. */
export async function withSearchIndexesDeferred<T>(db: Db, load: () => Promise<T>): Promise<T> {
  for (const index of DEFERRABLE_SEARCH_INDEXES) await db.execute(sql.raw(`DROP INDEX IF EXISTS ${index.name}`));
  try {
    return await load();
  } finally {
    // Building over a million rows outlasts the API's statement timeout: lift it for these statements.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      for (const index of DEFERRABLE_SEARCH_INDEXES) await tx.execute(sql.raw(index.create));
      await tx.execute(sql`ANALYZE products`);
      await tx.execute(sql`ANALYZE part_number_lookup`);
    });
  }
}
