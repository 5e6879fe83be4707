import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import type { SearchResult, SuggestResult } from '@/contracts/search';
import { getDb } from '@/server/db';
import { products } from '@/server/db/schema';
import { seedDemoCatalogue } from '@/server/db/seed/seed-demo-catalogue';
import { importCrossReferences } from '@/server/search/import-cross-references';
import { createProduct } from '@tests/factories/catalog';
import { createUser, GOOD_PASSWORD, signIn, type Session } from '@tests/factories/users';
import { api } from '@tests/setup/test-app';

let buyer: Session;
beforeAll(async () => {
  const db = await getDb();
  await seedDemoCatalogue(db, { products: 2000 });
  const user = await createUser(db);
  buyer = await signIn(user.mobile, GOOD_PASSWORD);
}, 120_000);

async function search(query: string, lang: 'zh' | 'en' = 'en'): Promise<SearchResult> {
  const { res, body } = await api(`/api/search?lang=${lang}&${query}`, { headers: buyer.headers });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data as SearchResult;
}
const kw = (keyword: string, rest = '') => search(`keyword=${encodeURIComponent(keyword)}${rest}`);
const skus = (r: SearchResult) => r.list.map((h) => h.skuCode);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await (await getDb()).execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the sign-in gate', () => {
  it.each([
    '/api/search?keyword=brake',
    '/api/search/suggest?q=bra',
    '/api/products?keyword=brake',
  ])('refuses a visitor at %s with 410000, never cached', async (path) => {
    const { res, body } = await api(path);
    expect(res.status).toBe(401);
    expect(body.status).toBe(410000);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('serves a buyer, and still lists categories for a visitor', async () => {
    expect((await kw('brake')).total).toBeGreaterThan(0);
    const { res, body } = await api('/api/products?cid=10');
    expect(res.status).toBe(200);
    expect(body.data.total).toBeGreaterThan(0);
    const searched = await api('/api/products?keyword=brake', { headers: buyer.headers });
    expect(searched.body.data.total).toBe((await kw('brake')).total);
    expect(searched.res.headers.get('cache-control')).toBe('no-store');
  });
});

type Pick = { sku: string; number: string };
async function pickOne(where: ReturnType<typeof sql>): Promise<Pick> {
  const [row] = await rows<Pick>(sql`SELECT p.sku_code AS sku, ${where} AS number FROM products p WHERE p.status = 'active' AND ${where} IS NOT NULL ORDER BY p.id LIMIT 1`);
  if (!row) throw new Error('no such product in the demo catalogue');
  return row;
}

describe('part numbers', () => {
  it('finds a number however it is spaced, cased or punctuated, exact match first', async () => {
    const bosch = await pickOne(sql`CASE WHEN p.brand = 'Bosch' AND p.part_number LIKE '0 986 %' THEN p.part_number END`);
    const key = bosch.number.replace(/ /g, '');
    for (const variant of [key, bosch.number, `${key.slice(0, 1)} ${key.slice(1, 4)}-${key.slice(4, 7)}.${key.slice(7)}`, `${key.slice(0, 4)}/${key.slice(4)}`]) {
      const result = await kw(variant);
      expect(result.list[0]?.skuCode, variant).toBe(bosch.sku);
      expect(result.exact_match).toBe(true);
      expect(result.list[0]!.highlight.part_number).toEqual([[0, bosch.number.length]]);
    }
  });

  it('finds it by a prefix ("0986494" for "0 986 494 xxx") and by a partial number', async () => {
    const bosch = await pickOne(sql`CASE WHEN p.brand = 'Bosch' AND p.part_number LIKE '0 986 %' THEN p.part_number END`);
    const key = bosch.number.replace(/ /g, '');
    const prefix = await kw(`${key.slice(0, 1)} ${key.slice(1, 4)} ${key.slice(4, 7)}`, '&pageSize=60');
    expect(prefix.exact_match).toBe(false);
    expect(skus(prefix)).toContain(bosch.sku);
    const partial = await kw(key.slice(2, 9), '&pageSize=60');
    expect(skus(partial)).toContain(bosch.sku);
  });

  it('finds a SKU in lower case and an OE number without its punctuation', async () => {
    const oe = await pickOne(sql`p.oe_numbers[1]`);
    const result = await kw(oe.number.replace(/[\s.-]/g, '').toLowerCase());
    expect(result.list[0]?.skuCode).toBe(oe.sku);
    expect(result.exact_match).toBe(true);
    expect((await kw(oe.sku.toLowerCase())).list[0]?.skuCode).toBe(oe.sku);
  });

  it('finds a product by a cross-reference number of another brand, and ignores slashes', async () => {
    const [xref] = await rows<{ sku: string; number: string }>(sql`
      SELECT p.sku_code AS sku, x.number FROM part_cross_references x JOIN products p ON p.id = x.product_id
      WHERE x.number LIKE '%/%' ORDER BY x.id LIMIT 1`);
    expect(xref).toBeDefined();
    const result = await kw(xref!.number.replace(/[/\s]/g, ''), '&pageSize=60');
    expect(skus(result)).toContain(xref!.sku);
    expect(result.exact_match).toBe(true);
  });
});

describe('Chinese', () => {
  it('制动片 and 来令片 find the 刹车片 (and back): the same set', async () => {
    const pads = await search(`keyword=${encodeURIComponent('刹车片')}&pageSize=60`, 'zh');
    expect(pads.total).toBeGreaterThan(3);
    for (const synonym of ['制动片', '来令片']) {
      const result = await search(`keyword=${encodeURIComponent(synonym)}&pageSize=60`, 'zh');
      expect(new Set(skus(result))).toEqual(new Set(skus(pads)));
    }
    const first = pads.list[0]!;
    const [start, end] = first.highlight.title[0]!;
    expect(first.title.slice(start, end)).toBe('刹车片');
  });

  it('机滤 finds 机油滤清器 and 火嘴 finds 火花塞', async () => {
    const filters = await search(`keyword=${encodeURIComponent('机滤')}&pageSize=60`, 'zh');
    expect(filters.total).toBeGreaterThan(0);
    expect(filters.list.every((h) => h.titleZh.includes('机油滤清器'))).toBe(true);
    const plugs = await search(`keyword=${encodeURIComponent('火嘴')}&pageSize=60`, 'zh');
    expect(plugs.total).toBeGreaterThan(0);
    expect(plugs.list.every((h) => h.titleZh.includes('火花塞'))).toBe(true);
  });

  it('answers one- and two-character queries', async () => {
    const one = await search(`keyword=${encodeURIComponent('刹')}&pageSize=60`, 'zh');
    expect(one.total).toBeGreaterThan(0);
    expect(one.list.every((h) => h.titleZh.includes('刹') || h.category.title.includes('刹'))).toBe(true);
    const two = await search(`keyword=${encodeURIComponent('刹车')}&pageSize=60`, 'zh');
    expect(two.total).toBeGreaterThan(0);
    expect(two.list.every((h) => h.titleZh.includes('刹车') || h.category.title.includes('刹车'))).toBe(true);
  });

  it('a Chinese brand name finds the brand: 博世 = Bosch', async () => {
    const result = await search(`keyword=${encodeURIComponent('博世')}&pageSize=60`, 'zh');
    expect(result.total).toBeGreaterThan(0);
    expect(result.list.every((h) => h.brand === 'Bosch')).toBe(true);
    expect(result.facets.brands).toEqual([{ value: 'Bosch', label: '博世', count: result.total }]);
  });
});

describe('English', () => {
  it('plural and singular are the same search', async () => {
    expect((await kw('alternators')).total).toBe((await kw('alternator')).total);
    expect((await kw('brake pads')).total).toBe((await kw('brake pad')).total);
  });

  it('synonyms: "sparkplug" finds spark plugs, "brake pad" the 刹车片', async () => {
    const plugs = await kw('sparkplug', '&pageSize=60');
    expect(plugs.total).toBeGreaterThan(0);
    expect(plugs.list.every((h) => /spark plug/i.test(h.titleEn))).toBe(true);
    const pads = await kw('brake pad', '&pageSize=60');
    expect(new Set(skus(pads))).toEqual(new Set(skus(await search(`keyword=${encodeURIComponent('刹车片')}&pageSize=60`, 'zh'))));
  });

  it('forgives a typo in a word of five letters or more and says what it searched', async () => {
    const result = await kw('alternater');
    expect(result.total).toBe((await kw('alternator')).total);
    expect(result.did_you_mean).toBe('alternator');
    expect(result.list[0]!.title.slice(...result.list[0]!.highlight.title[0]!)).toMatch(/alternator/i);
  });

  it('finds nothing for gibberish, with no suggestion', async () => {
    expect(await kw('qqzzxxvv')).toMatchObject({ total: 0, list: [], did_you_mean: null, exact_match: false });
  });
});

describe('facets, filters, sorting and pages', () => {
  it('brand and category facets count the matches; a brand filter narrows to its count', async () => {
    const all = await kw('brake', '&pageSize=60');
    const sum = (list: { count: number }[]) => list.reduce((n, f) => n + f.count, 0);
    expect(sum(all.facets.brands)).toBe(all.total);
    expect(sum(all.facets.categories)).toBe(all.total);
    const top = all.facets.brands[0]!;
    const filtered = await kw('brake', `&brand=${encodeURIComponent(top.value)}&pageSize=60`);
    expect(filtered.total).toBe(top.count);
    expect(filtered.list.every((h) => h.brand === top.value)).toBe(true);
    // The brand facet ignores its own filter: the other brands are still offered.
    expect(filtered.facets.brands.length).toBe(all.facets.brands.length);
    const cat = all.facets.categories[0]!;
    expect((await kw('brake', `&cid=${cat.cid}`)).total).toBe(cat.count);
  });

  it('pages by cursor without repeats or gaps, in every sort', async () => {
    for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc']) {
      const total = (await kw('brake', `&sort=${sort}`)).total;
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: SearchResult = await kw('brake', `&sort=${sort}&pageSize=7${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...skus(page));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen.length, sort).toBe(total);
      expect(new Set(seen).size, sort).toBe(total);
    }
  });

  it('price sorts order by the site currency', async () => {
    const asc = await search('keyword=brake&sort=price_asc&site=de&pageSize=60');
    // The buyer's trade data carries the reference price in the site currency.
    const prices = asc.list.map((h) => h.trade!.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(asc.list[0]!.trade!.price.currency).toBe('EUR');
  });
});

describe('"my vehicle" (vehicle=<id>)', () => {
  /** Every SKU a search finds, page by page (its cursor). */
  async function allSkus(rest: string): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: SearchResult = await kw('brake', `${rest}&pageSize=60${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...skus(page));
      cursor = page.next_cursor;
    } while (cursor);
    return seen;
  }
  let vehicle: number;
  let linked: Set<string>;
  beforeAll(async () => {
    // The vehicle the most brake parts fit, so the filtered search has several results to count.
    const [busiest] = await rows<{ id: number }>(sql`
      SELECT pv.vehicle_id AS id FROM product_vehicles pv JOIN products p ON p.id = pv.product_id
       WHERE p.title_en ILIKE '%brake%' GROUP BY pv.vehicle_id ORDER BY count(*) DESC, pv.vehicle_id LIMIT 1`);
    vehicle = busiest!.id;
    const fits = await rows<{ sku: string }>(sql`
      SELECT p.sku_code AS sku FROM products p JOIN product_vehicles pv ON pv.product_id = p.id WHERE pv.vehicle_id = ${vehicle}`);
    linked = new Set(fits.map((r) => r.sku));
  });

  it('narrows a keyword search to exactly the matches that fit the vehicle', async () => {
    const every = await allSkus('');
    const fitting = await allSkus(`&vehicle=${vehicle}`);
    expect(fitting.length).toBeGreaterThan(1);
    expect(fitting.length).toBeLessThan(every.length);
    expect(new Set(fitting)).toEqual(new Set(every.filter((sku) => linked.has(sku))));
    const first = await kw('brake', `&vehicle=${vehicle}`);
    expect(first.total).toBe(fitting.length);
  });

  it('counts its facets over the fitting parts only, and combines with a brand', async () => {
    const sum = (list: { count: number }[]) => list.reduce((n, f) => n + f.count, 0);
    const all = await kw('brake');
    const fitting = await kw('brake', `&vehicle=${vehicle}`);
    expect(sum(fitting.facets.brands)).toBe(fitting.total);
    expect(sum(fitting.facets.categories)).toBe(fitting.total);
    for (const brand of fitting.facets.brands) {
      expect(brand.count).toBeLessThanOrEqual(all.facets.brands.find((b) => b.value === brand.value)!.count);
    }
    const top = fitting.facets.brands[0]!;
    const both = await kw('brake', `&vehicle=${vehicle}&brand=${encodeURIComponent(top.value)}&pageSize=60`);
    expect(both.total).toBe(top.count);
    expect(both.list.every((h) => h.brand === top.value && linked.has(h.skuCode))).toBe(true);
  });

  it('applies to a part number search and to /api/products?keyword= as well', async () => {
    const [fit] = await rows<{ sku: string; number: string }>(sql`
      SELECT p.sku_code AS sku, p.part_number AS number FROM products p JOIN product_vehicles pv ON pv.product_id = p.id
       WHERE pv.vehicle_id = ${vehicle} AND p.status = 'active' ORDER BY p.id LIMIT 1`);
    const [other] = await rows<{ sku: string; number: string }>(sql`
      SELECT p.sku_code AS sku, p.part_number AS number FROM products p WHERE p.status = 'active'
         AND NOT EXISTS (SELECT 1 FROM product_vehicles pv WHERE pv.product_id = p.id AND pv.vehicle_id = ${vehicle})
       ORDER BY p.id LIMIT 1`);
    expect(skus(await kw(fit!.number, `&vehicle=${vehicle}`))[0]).toBe(fit!.sku);
    expect(skus(await kw(other!.number))[0]).toBe(other!.sku);
    expect(skus(await kw(other!.number, `&vehicle=${vehicle}`))).not.toContain(other!.sku);
    const listed = await api(`/api/products?keyword=${encodeURIComponent('brake')}&vehicle=${vehicle}`, { headers: buyer.headers });
    expect(listed.body.data.total).toBe((await kw('brake', `&vehicle=${vehicle}`)).total);
  });

  it('an unknown vehicle finds nothing; a malformed id is refused; the OpenAPI document names the filter', async () => {
    expect(await kw('brake', '&vehicle=2000000000')).toMatchObject({ total: 0, list: [] });
    for (const bad of ['0', '-3', 'abc', '1.5']) {
      const { body } = await api(`/api/search?keyword=brake&vehicle=${bad}&lang=en`, { headers: buyer.headers });
      expect(body.status, bad).toBe(400001);
      expect(body.msg, bad).toMatch(/vehicle/i);
    }
    const { body: doc } = await api('/api/openapi.json');
    const params = (doc.paths['/api/search'].get.parameters as { name: string; in: string }[]).filter((p) => p.in === 'query');
    expect(params.map((p) => p.name)).toContain('vehicle');
  });
});

describe('refusals', () => {
  it.each([
    ['a 10,000-character keyword', 'k'.repeat(10_000)],
    ['a control character', 'brake\u0007pad'],
    ['an empty keyword', '   '],
  ])('refuses %s with a translated 400001 naming the keyword', async (_label, keyword) => {
    for (const lang of ['en', 'zh'] as const) {
      const { res, body } = await api(`/api/search?lang=${lang}&keyword=${encodeURIComponent(keyword)}`, { headers: buyer.headers });
      expect(res.status).toBe(400);
      expect(body.status).toBe(400001);
      expect(body.errors.map((e: { path: string }) => e.path)).toContain('keyword');
      expect(body.msg).toMatch(lang === 'en' ? /^Some fields are not valid: / : /^部分字段无效：/);
      expect(body.msg.length).toBeLessThan(400);
    }
  });

  it('says which characters are wrong', async () => {
    const { body } = await api(`/api/search?lang=en&keyword=${encodeURIComponent('brake\u0007pad')}`, { headers: buyer.headers });
    expect(body.msg).toContain(en.api.controlCharacters);
    const { body: zhBody } = await api(`/api/search?lang=zh&keyword=${encodeURIComponent('brake\u0007pad')}`, { headers: buyer.headers });
    expect(zhBody.msg).toContain(zh.api.controlCharacters);
  });
});

describe('suggestions', () => {
  async function suggest(q: string, lang: 'zh' | 'en'): Promise<SuggestResult> {
    const { res, body } = await api(`/api/search/suggest?lang=${lang}&q=${encodeURIComponent(q)}`, { headers: buyer.headers });
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body.data as SuggestResult;
  }

  it('suggests part numbers typed with spaces, highlighted', async () => {
    const bosch = await pickOne(sql`CASE WHEN p.brand = 'Bosch' AND p.part_number LIKE '0 986 %' THEN p.part_number END`);
    const typed = bosch.number.slice(0, 9);
    const { items } = await suggest(typed, 'en');
    const part = items.find((i) => i.kind === 'part');
    expect(part).toBeDefined();
    expect(part!.value.replace(/ /g, '').startsWith(typed.replace(/ /g, ''))).toBe(true);
    expect(part!.highlight[0]![0]).toBe(0);
  });

  it('suggests categories and brands in the reader\'s language', async () => {
    const zhItems = (await suggest('刹车', 'zh')).items;
    expect(zhItems.some((i) => i.kind === 'category' && i.label === '刹车片')).toBe(true);
    expect(zhItems.some((i) => i.kind === 'product')).toBe(true);
    const enItems = (await suggest('Brake', 'en')).items;
    expect(enItems.some((i) => i.kind === 'category' && i.label === 'Brake Pads')).toBe(true);
    const brand = (await suggest('bos', 'zh')).items.find((i) => i.kind === 'brand');
    expect(brand).toMatchObject({ label: '博世', value: 'Bosch' });
    expect((await suggest('博', 'zh')).items.some((i) => i.kind === 'brand' && i.value === 'Bosch')).toBe(true);
  });
});

describe('search terms follow product writes', () => {
  it('finds a product written without terms, and its new title after an edit', async () => {
    const db = await getDb();
    const made = await createProduct(db, { titleZh: '独角兽牌 刹车片', titleEn: 'Unicorn Brake Pad', brand: 'Unicorn', partNumber: 'UNI-77/1' });
    expect(skus(await kw('unicorn'))).toEqual([made.skuCode]);
    expect(skus(await kw('UNI771'))).toEqual([made.skuCode]);
    await db.update(products).set({ titleEn: 'Pegasus Brake Pad', brand: 'Pegasus' }).where(eq(products.id, made.id));
    expect(skus(await kw('pegasus'))).toEqual([made.skuCode]);
    expect((await kw('unicorn')).total).toBe(0);
    await db.update(products).set({ status: 'hidden' }).where(eq(products.id, made.id));
    expect((await kw('pegasus')).total).toBe(0);
  });
});

describe('listings', () => {
  it('category totals come from the counters and match a count of the rows', async () => {
    const [real] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE status = 'active'`);
    const { body } = await api('/api/products');
    expect(body.data.total).toBe(real!.n);
    const { body: brakes } = await api('/api/products?cid=01');
    const [inBrakes] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
      WHERE p.status = 'active' AND (c.cid = '01' OR c.parent_id = (SELECT id FROM categories WHERE cid = '01'))`);
    expect(brakes.data.total).toBe(inBrakes!.n);
  });

  it('pages a category by cursor in every sort', async () => {
    for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let total = 0;
      do {
        type Listing = { data: { items: { skuCode: string }[]; nextCursor: string | null; total: number } };
        const { body }: { body: Listing } = await api(`/api/products?cid=01&pageSize=13&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...body.data.items.map((i) => i.skuCode));
        cursor = body.data.nextCursor;
        total = body.data.total;
      } while (cursor);
      expect(seen.length, sort).toBe(total);
      expect(new Set(seen).size, sort).toBe(total);
    }
  });
});

describe('importing cross-references', () => {
  it('imports rows by SKU, reports bad lines, skips duplicates, and the numbers become searchable', async () => {
    const db = await getDb();
    const [target] = await rows<{ sku: string }>(sql`SELECT sku_code AS sku FROM products WHERE status = 'active' ORDER BY id DESC LIMIT 1`);
    const csv = ['sku,brand,number', `${target!.sku.toLowerCase()},Zeta Parts,ZP 123/45-X`, 'NOPE-404,Zeta Parts,ZP 1', `${target!.sku},,ZP 9`, `${target!.sku},Zeta Parts,zp12345x`].join('\n');
    const report = await importCrossReferences(db, csv);
    expect(report).toEqual({
      imported: 1,
      duplicates: 1,
      problems: [
        { line: 3, reason: 'unknown SKU NOPE-404' },
        { line: 4, reason: expect.stringContaining('brand') },
      ],
    });
    const found = await kw('ZP12345X');
    expect(skus(found)).toEqual([target!.sku]);
    expect(found.exact_match).toBe(true);
  });
});

/*
 * A keyword that names a category ("pressure sensors", 电瓶 for 蓄电池) lists that category's parts
 * first, ahead of parts of neighbouring categories whose titles hold the same words (Oil Pressure
 * Sensors, battery chargers); a general word names none (ADR 0058).
 */
describe('a keyword that names a category', () => {
  /** How many listed products the category holds. */
  async function listedIn(cid: string): Promise<number> {
    const [row] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.cid = ${cid} AND p.status = 'active'`,
    );
    return row!.n;
  }

  it.each([
    ['pressure sensors', 'en', '0804', '1015'],
    ['压力传感器', 'zh', '0804', '1015'],
    ['电瓶', 'zh', '0302', '3003'],
    ['spark plugs', 'en', '0301', null],
  ] as const)('%s (%s) lists category %s first', async (keyword, lang, cid, neighbour) => {
    const result = await search(`keyword=${encodeURIComponent(keyword)}&pageSize=60`, lang);
    const inCategory = result.facets.categories.find((c) => c.cid === cid)?.count ?? 0;
    expect(inCategory).toBeGreaterThan(0);
    expect(inCategory).toBeLessThanOrEqual(await listedIn(cid));
    // The category's parts come first, then the neighbours'.
    const head = result.list.slice(0, Math.min(inCategory, result.list.length)).map((hit) => hit.category.cid);
    expect(head.every((c) => c === cid), head.join(' ')).toBe(true);
    if (neighbour) expect(result.facets.categories.some((c) => c.cid === neighbour), 'the neighbour matches too').toBe(true);
  });

  it('a general word names no single category: brake parts from several categories lead', async () => {
    const result = await search(`keyword=${encodeURIComponent('刹')}&pageSize=60`, 'zh');
    const head = new Set(result.list.slice(0, 20).map((hit) => hit.category.cid));
    expect(head.size).toBeGreaterThan(1);
  });
});
