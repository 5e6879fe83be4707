import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMITS, type SearchResult } from '@/contracts/search';
import { getDb } from '@/server/db';
import { seedDemoCatalogue } from '@/server/db/seed/seed-demo-catalogue';
import { analyseQuery, toTsquery } from '@/server/search/analyze-query';
import { createUser, GOOD_PASSWORD, signIn, type Session } from '@tests/factories/users';
import { api } from '@tests/setup/test-app';

/*
 * A broad word finds more products than a search reads (SEARCH_LIMITS.countCap, ADR 0057). The buyer
 * is told "more than N", the facets say which brands and categories are common without pretending to
 * count them, and a brand or category filter reads its own matches: it finds every product of that
 * brand, not only those among the first N of the whole word.
 */
const WORD = 'brake';
let buyer: Session;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await (await getDb()).execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the word truly matches among listed products, counted straight from the table. */
async function trueCount(extra: ReturnType<typeof sql>): Promise<number> {
  const tsquery = toTsquery(analyseQuery(WORD).clauses)!;
  const [row] = await rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM products p WHERE p.status = 'active' AND p.search_vector @@ ${tsquery}::tsquery AND ${extra}`,
  );
  return row!.n;
}

beforeAll(async () => {
  const db = await getDb();
  await seedDemoCatalogue(db, { products: 1000 });
  // Copies of the word's products (new SKUs and numbers, same terms) until it matches well past the cap.
  const found = await trueCount(sql`true`);
  const copies = Math.ceil((SEARCH_LIMITS.countCap * 1.5) / found);
  await db.execute(sql`
    INSERT INTO products (sku_code, category_id, title_zh, title_en, brand, part_number, oe_numbers, specs,
      unit, moq, price_usd, price_eur, price_aud, price_gbp, images, stock_status, stock_qty, status,
      created_at, updated_at, popularity, search_vector, search_stale)
    SELECT p.sku_code || '-B' || g, p.category_id, p.title_zh, p.title_en, p.brand, p.part_number || '-B' || g,
      '{}', p.specs, p.unit, p.moq, p.price_usd + g, p.price_eur + g, p.price_aud + g, p.price_gbp + g, p.images,
      p.stock_status, p.stock_qty, p.status, p.created_at, p.updated_at, p.popularity, p.search_vector, false
    FROM products p CROSS JOIN generate_series(1, ${copies}::int) AS g
    WHERE p.search_vector @@ ${toTsquery(analyseQuery(WORD).clauses)!}::tsquery`);
  const user = await createUser(db);
  buyer = await signIn(user.mobile, GOOD_PASSWORD);
}, 120_000);

async function search(rest = '', lang: 'zh' | 'en' = 'en'): Promise<SearchResult> {
  const { res, body } = await api(`/api/search?lang=${lang}&keyword=${WORD}${rest}`, { headers: buyer.headers });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data as SearchResult;
}

describe('a word that matches more products than a search reads', () => {
  it('says it counted to the cap, and that its facet counts are a sample', async () => {
    expect(await trueCount(sql`true`)).toBeGreaterThan(SEARCH_LIMITS.countCap);
    const all = await search();
    expect(all).toMatchObject({ total: SEARCH_LIMITS.countCap, total_capped: true, facets_capped: true });
    expect(all.facets.brands.length).toBeGreaterThan(1);
    expect(all.list).toHaveLength(24);
  });

  it('filtered by a brand, finds every product of that brand and counts them exactly', async () => {
    const all = await search();
    // The least common brand offered: most of its matches lie beyond the first cap's worth.
    const brand = all.facets.brands[all.facets.brands.length - 1]!;
    const expected = await trueCount(sql`p.brand = ${brand.value}`);
    expect(expected).toBeLessThan(SEARCH_LIMITS.countCap);
    const filtered = await search(`&brand=${encodeURIComponent(brand.value)}&pageSize=60`);
    expect(filtered.total).toBe(expected);
    expect(filtered.total_capped).toBe(false);
    expect(filtered.list.every((hit) => hit.brand === brand.value)).toBe(true);
    // The brand facet still ignores its own filter: the other brands are offered, over the word's sample.
    expect(filtered.facets.brands.map((b) => b.value)).toEqual(all.facets.brands.map((b) => b.value));
    expect(filtered.facets_capped).toBe(true);
  });

  it('filtered by a category, counts that category exactly, and pages through all of it', async () => {
    const all = await search();
    const category = all.facets.categories[all.facets.categories.length - 1]!;
    const [cat] = await rows<{ id: number; parent: number | null }>(sql`SELECT id, parent_id AS parent FROM categories WHERE cid = ${category.cid}`);
    const expected = await trueCount(sql`(p.category_id = ${cat!.id} OR p.top_category_id = ${cat!.id})`);
    const seen = new Set<string>();
    let cursor: string | null = null;
    let first: SearchResult | undefined;
    do {
      const page: SearchResult = await search(`&cid=${category.cid}&pageSize=60${cursor ? `&cursor=${cursor}` : ''}`);
      first ??= page;
      for (const hit of page.list) seen.add(hit.skuCode);
      cursor = page.next_cursor;
    } while (cursor);
    expect(first!.total).toBe(Math.min(expected, SEARCH_LIMITS.countCap));
    expect(seen.size).toBe(Math.min(expected, SEARCH_LIMITS.countCap));
  });

  it('a brand filter on a narrow word has exact facet counts that add up', async () => {
    const { res, body } = await api(`/api/search?lang=en&keyword=alternator`, { headers: buyer.headers });
    expect(res.status).toBe(200);
    const narrow = body.data as SearchResult;
    expect(narrow.total_capped).toBe(false);
    expect(narrow.facets_capped).toBe(false);
    expect(narrow.facets.brands.reduce((n, b) => n + b.count, 0)).toBe(narrow.total);
  });
});
