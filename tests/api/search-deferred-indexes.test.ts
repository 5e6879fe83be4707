import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { DEFERRABLE_SEARCH_INDEXES, withSearchIndexesDeferred } from '@/server/search/bulk-load';

/*
 * The bulk seed drops the search's GIN indexes and builds them again from its own copies of their
 * definitions (bulk-load.ts). Those copies must build exactly what the migrations built, or a seeded
 * database searches with other indexes than a migrated one.
 */
async function definitions(): Promise<Record<string, string>> {
  const db = await getDb();
  const names = DEFERRABLE_SEARCH_INDEXES.map((index) => index.name);
  const { rows } = (await db.execute(
    sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname IN (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  return Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
}

describe('the GIN indexes a bulk load defers', () => {
  it('are built again exactly as the migrations built them', async () => {
    const migrated = await definitions();
    expect(Object.keys(migrated).sort()).toEqual(DEFERRABLE_SEARCH_INDEXES.map((index) => index.name).sort());
    await withSearchIndexesDeferred(await getDb(), async () => {
      expect(await definitions()).toEqual({});
    });
    expect(await definitions()).toEqual(migrated);
  });
});
