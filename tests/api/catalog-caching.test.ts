import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { appSettings, categories, products } from '@/server/db/schema';
import { CATALOGUE_VERSION_KEY } from '@/server/catalog/catalogue-cache';
import { createCategory, createProduct } from '@tests/factories/catalog';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';
import { api } from '@tests/setup/test-app';

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';

/** A visitor that already holds its XSRF cookie, so answers stay publicly cacheable. */
let cookie = '';
const get = (path: string, headers: Record<string, string> = {}) =>
  api(path, { headers: { cookie, ...headers } });

async function storedVersion(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, CATALOGUE_VERSION_KEY));
  return Number(row?.value);
}

beforeAll(async () => {
  await seedKnownCatalogue(await getDb());
  cookie = /XSRF-TOKEN=[^;]+/.exec((await api('/api/cate')).res.headers.get('set-cookie') ?? '')?.[0] ?? '';
  expect(cookie).not.toBe('');
});

describe('cached catalogue answers: validators and headers', () => {
  const paths = [
    '/api/cate',
    '/api/cate/product?cids=10',
    '/api/products?cid=10&page=2&pageSize=5',
    '/api/products/PAD-001',
  ];

  it.each(paths)(
    '%s has a strong ETag, public caching and no cookie for a visitor holding one',
    async (path) => {
      const { res } = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
      expect(res.headers.get('cache-control')).toBe(PUBLIC);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('set-cookie')).toBeNull();
    },
  );

  it.each(paths)(
    '%s answers 304 without a body when If-None-Match names its ETag (also weak or in a list)',
    async (path) => {
      const etag = (await get(path)).res.headers.get('etag')!;
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const { res, text } = await get(path, { 'If-None-Match': header });
        expect(res.status).toBe(304);
        expect(text).toBe('');
        expect(res.headers.get('etag')).toBe(etag);
        expect(res.headers.get('cache-control')).toBe(PUBLIC);
      }
      expect((await get(path, { 'If-None-Match': '"stale"' })).res.status).toBe(200);
    },
  );

  it('gives each language its own bytes (msg differs) and the same tree', async () => {
    const zh = await get('/api/cate?lang=zh');
    const en = await get('/api/cate?lang=en');
    expect(en.res.headers.get('etag')).not.toBe(zh.res.headers.get('etag'));
    expect(en.body.data).toEqual(zh.body.data);
  });

  it('keys listings on every parameter: pages, sorts and sites never share an answer', async () => {
    const a = await get('/api/products?cid=1003&sort=price_asc&pageSize=3');
    const b = await get('/api/products?cid=1003&sort=price_desc&pageSize=3');
    const c = await get('/api/products?cid=1003&sort=price_asc&pageSize=3&page=2');
    const d = await get('/api/products?cid=1003&sort=price_asc&pageSize=3&site=de');
    const skus = (r: typeof a) => r.body.data.items.map((p: { skuCode: string }) => p.skuCode).join();
    expect(new Set([skus(a), skus(b), skus(c)]).size).toBe(3);
    // EUR prices run opposite to USD ones here: the de site's price order is its own answer.
    expect(skus(d)).not.toBe(skus(a));
  });

  it('does not keep failures: an unknown product answers 404 until it exists', async () => {
    expect((await get('/api/products/LATE-1')).body.status).toBe(404000);
    const [pads] = await (await getDb()).select().from(categories).where(eq(categories.cid, '1003'));
    await createProduct(await getDb(), { categoryId: pads!.id, skuCode: 'LATE-1', titleEn: 'Late Pad' });
    const { res, body } = await get('/api/products/LATE-1?lang=en');
    expect(res.status).toBe(200);
    expect(body.data.title).toBe('Late Pad');
  });
});

describe('the catalogue version', () => {
  it('is bumped by the database on every write to categories, products and fitments, whoever writes', async () => {
    const db = await getDb();
    const before = await storedVersion();
    await db.update(products).set({ stockQty: 7 }).where(eq(products.skuCode, 'PAD-002'));
    const afterProduct = await storedVersion();
    expect(afterProduct).toBeGreaterThan(before);
    // Raw SQL (an operator's fix, another instance, a script) counts too.
    await db.execute(sql`UPDATE categories SET sort_order = sort_order WHERE cid = '08'`);
    expect(await storedVersion()).toBeGreaterThan(afterProduct);
  });
});

describe('cache invalidation through the API', () => {
  it('shows a renamed category at once (tests check the version on every request) with a new ETag', async () => {
    const db = await getDb();
    const first = await get('/api/cate?lang=en');
    await db.update(categories).set({ titleEn: 'Braking' }).where(eq(categories.cid, '10'));
    const second = await get('/api/cate?lang=en');
    expect(second.body.data.find((n: { cid: string }) => n.cid === '10').title_en).toBe('Braking');
    expect(second.res.headers.get('etag')).not.toBe(first.res.headers.get('etag'));
    // The old validator no longer matches: the client gets the new bytes.
    expect(
      (await get('/api/cate?lang=en', { 'If-None-Match': first.res.headers.get('etag')! })).res.status,
    ).toBe(200);
  });

  it('shows a new category and new products in listings and hot rows', async () => {
    const db = await getDb();
    const before = await get('/api/products?cid=1019');
    const hotBefore = await get('/api/cate/product?cids=1019');
    const [discs] = await db.select().from(categories).where(eq(categories.cid, '1019'));
    await createProduct(db, { categoryId: discs!.id, skuCode: 'DISC-NEW', titleEn: 'New Disc' });
    const after = await get('/api/products?cid=1019');
    expect(after.body.data.total).toBe(before.body.data.total + 1);
    const hotAfter = await get('/api/cate/product?cids=1019');
    expect(hotAfter.body.data[0].products.length).toBe(hotBefore.body.data[0].products.length + 1);
    const extra = await createCategory(db, { cid: '77', titleEn: 'Tools' });
    const tree = await get('/api/cate');
    expect(tree.body.data.map((n: { cid: string }) => n.cid)).toContain(extra.cid);
  });
});
