import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';
import { api } from '@tests/setup/test-app';

type Row = { cid: string; title: string; title_en: string; products: { skuCode: string; title: string; category: { cid: string } }[] };

beforeAll(async () => {
  await seedKnownCatalogue(await getDb());
});

async function hot(query: string) {
  const { res, body } = await api(`/api/cate/product${query}`);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data as Row[];
}

describe('GET /api/cate/product', () => {
  it('without cids uses the spec hot categories, in their order, skipping unknown ones', async () => {
    // HOT_CATEGORY_IDS = 13, 1003, 1019, 1011, 16, 30, 08, 03; the fixture has 13, 1003, 1019 and 08.
    const rows = await hot('');
    expect(rows.map((r) => r.cid)).toEqual(['13', '1003', '1019', '08']);
    expect(rows[0]).toMatchObject({ title: '发动机系统', title_en: 'Engine' });
  });

  it('keeps the requested order, at most 8 products each; a top category includes its children', async () => {
    const rows = await hot('?cids=1019,10,1311,99');
    expect(rows.map((r) => r.cid)).toEqual(['1019', '10', '1311']);
    expect(rows[0]!.products).toHaveLength(5);
    expect(rows[1]!.products).toHaveLength(8);
    expect(rows[1]!.products.every((p) => ['1003', '1019'].includes(p.category.cid))).toBe(true);
    expect(rows[2]!.products.every((p) => p.category.cid === '1311')).toBe(true);
  });

  it('keeps a known category without products as an empty row', async () => {
    expect(await hot('?cids=08')).toEqual([{ cid: '08', title: '车灯照明', title_en: 'Lighting', products: [] }]);
  });

  it('localizes titles and shows no price, exact stock or OE numbers (the visitor tier)', async () => {
    const [en] = await hot('?cids=1003&lang=en&site=de');
    expect(en!.products[0]).toMatchObject({ title: 'Ceramic Brake Pad 0' });
    const [zh] = await hot('?cids=1003&lang=zh&site=us');
    expect(zh!.products[0]).toMatchObject({ title: '陶瓷刹车片 0' });
    for (const card of [en!.products[0]!, zh!.products[0]!]) {
      expect(card).not.toHaveProperty('price');
      expect(card).not.toHaveProperty('oeNumbers');
      expect(card).not.toHaveProperty('stockQty');
    }
  });

  it('ignores blanks and repeated cids', async () => {
    expect((await hot('?cids=%2013%20,,1003,13,')).map((r) => r.cid)).toEqual(['13', '1003']);
    expect((await hot('?cids=')).map((r) => r.cid)).toEqual(['13', '1003', '1019', '08']);
  });

  it.each([
    ['a malformed cid', '?cids=13,abc', 'cids.1'],
    ['a three-digit cid', '?cids=100', 'cids.0'],
    ['more than 20 cids', `?cids=${Array.from({ length: 21 }, (_, i) => String(10 + i)).join(',')}`, 'cids'],
  ])('refuses %s with a translated 400001 naming the field', async (_label, query, path) => {
    const { res, body } = await api(`/api/cate/product${query}${query.includes('?') ? '&' : '?'}lang=en`);
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ status: 400001, data: null });
    expect(body.msg).toMatch(/^Some fields are not valid/);
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
    const zh = await api(`/api/cate/product${query}&lang=zh`);
    expect(zh.body.msg).toMatch(/^部分字段无效/);
  });
});
