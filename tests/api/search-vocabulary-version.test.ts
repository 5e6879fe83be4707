import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { seedDemoCatalogue } from '@/server/db/seed/seed-demo-catalogue';
import { refreshSearchVocabulary, searchVocabularyVersion } from '@/server/search/vocabulary-version';

/*
 * A release whose vocabulary (synonyms, dictionary) changed re-segments an upgraded store's products on
 * its first start; a start with the same vocabulary, or right after the seed, touches nothing.
 */

const staleCount = async () => {
  const result = await (await getDb()).execute(sql`SELECT count(*)::int AS n FROM products WHERE search_stale`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
};

beforeAll(async () => {
  await seedDemoCatalogue(await getDb(), { products: 200 });
}, 120_000);

describe('the search vocabulary version', () => {
  it('after the seed nothing is stale; the same version again changes nothing; a new one marks every product once', async () => {
    const db = await getDb();
    expect(await refreshSearchVocabulary(db)).toBe(false);
    expect(await staleCount()).toBe(0);

    expect(await refreshSearchVocabulary(db, 'a-new-release')).toBe(true);
    const total = await db.execute(sql`SELECT count(*)::int AS n FROM products`);
    expect(await staleCount()).toBe(Number((total as unknown as { rows: { n: number }[] }).rows[0]!.n));
    // A second instance starting with the same release finds the version already recorded.
    expect(await refreshSearchVocabulary(db, 'a-new-release')).toBe(false);
    expect(searchVocabularyVersion()).toMatch(/^[0-9a-f]{16}$/);
  });
});
