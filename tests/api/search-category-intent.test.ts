import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@/contracts/search';
import { getDb } from '@/server/db';
import { seedDemoCatalogue } from '@/server/db/seed/seed-demo-catalogue';
import { createUser, GOOD_PASSWORD, signIn, type Session } from '@tests/factories/users';
import { api } from '@tests/setup/test-app';

/*
 * A keyword that names a category ("pressure sensors", 电瓶 for 蓄电池) lists that category's parts
 * first, ahead of parts of neighbouring categories whose titles hold the same words (Oil Pressure
 * Sensors, battery chargers); a general word names none (ADR 0058).
 */
let buyer: Session;
beforeAll(async () => {
  const db = await getDb();
  await seedDemoCatalogue(db, { products: 2000 });
  const user = await createUser(db);
  buyer = await signIn(user.mobile, GOOD_PASSWORD);
}, 120_000);

async function search(keyword: string, lang: 'zh' | 'en'): Promise<SearchResult> {
  const { res, body } = await api(`/api/search?lang=${lang}&pageSize=60&keyword=${encodeURIComponent(keyword)}`, { headers: buyer.headers });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data as SearchResult;
}

/** How many listed products of the category the keyword finds (its facet count, the search's own). */
async function listedIn(cid: string): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.cid = ${cid} AND p.status = 'active'`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('a keyword that names a category', () => {
  it.each([
    ['pressure sensors', 'en', '0804', '1015'],
    ['压力传感器', 'zh', '0804', '1015'],
    ['电瓶', 'zh', '0302', '3003'],
    ['spark plugs', 'en', '0301', null],
  ] as const)('%s (%s) lists category %s first', async (keyword, lang, cid, neighbour) => {
    const result = await search(keyword, lang);
    const inCategory = result.facets.categories.find((c) => c.cid === cid)?.count ?? 0;
    expect(inCategory).toBeGreaterThan(0);
    expect(inCategory).toBeLessThanOrEqual(await listedIn(cid));
    // The category's parts come first, then the neighbours'.
    const head = result.list.slice(0, Math.min(inCategory, result.list.length)).map((hit) => hit.category.cid);
    expect(head.every((c) => c === cid), head.join(' ')).toBe(true);
    if (neighbour) expect(result.facets.categories.some((c) => c.cid === neighbour), 'the neighbour matches too').toBe(true);
  });

  it('a general word names no single category: brake parts from several categories lead', async () => {
    const result = await search('刹', 'zh');
    const head = new Set(result.list.slice(0, 20).map((hit) => hit.category.cid));
    expect(head.size).toBeGreaterThan(1);
  });
});
