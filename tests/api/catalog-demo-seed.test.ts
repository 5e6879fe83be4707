import { beforeAll, describe, expect, it } from 'vitest';
import { HOT_CATEGORY_IDS, MENU_CATEGORY_IDS } from '@/contracts/catalog';
import { getDb } from '@/server/db';
import { products } from '@/server/db/schema';
import { seedDemoCatalogue } from '@/server/db/seed/seed-demo-catalogue';
import { readPriceHistory } from '@/server/catalog/read-price-history';
import { asc } from 'drizzle-orm';
import { api } from '@tests/setup/test-app';

type Node = { id: number; cid: string; title: string; title_en: string; pid: number; autopartsCategoryList: Node[] };

beforeAll(async () => {
  await seedDemoCatalogue(await getDb(), { products: 300 });
});

describe('the demo catalogue through the API', () => {
  it('has every category id the spec names (hot and menu)', async () => {
    const { body } = await api('/api/cate');
    const tree = body.data as Node[];
    const cids = new Set(tree.flatMap((top) => [top.cid, ...top.autopartsCategoryList.map((c) => c.cid)]));
    for (const cid of [...HOT_CATEGORY_IDS, ...MENU_CATEGORY_IDS]) expect(cids, `cid ${cid}`).toContain(cid);
    // The header dropdown shows the first 12 categories with 4 subcategories each.
    expect(tree.length).toBeGreaterThanOrEqual(12);
    for (const top of tree.slice(0, 12)) expect(top.autopartsCategoryList.length).toBeGreaterThanOrEqual(1);
    for (const top of tree) {
      expect(top.pid).toBe(0);
      expect(top.title).not.toBe('');
      expect(top.title_en).not.toBe('');
      for (const child of top.autopartsCategoryList) {
        expect(child.pid).toBe(top.id);
        expect(child.cid.startsWith(top.cid)).toBe(true);
      }
    }
  });

  it('fills the default hot rows in the spec order', async () => {
    const { body } = await api('/api/cate/product?lang=en');
    expect(body.data.map((r: { cid: string }) => r.cid)).toEqual([...HOT_CATEGORY_IDS]);
    const withProducts = body.data.filter((r: { products: unknown[] }) => r.products.length > 0);
    expect(withProducts.length).toBeGreaterThan(0);
    for (const row of body.data) expect(row.products.length).toBeLessThanOrEqual(8);
  });

  it('lists, pages and opens seeded products', async () => {
    const { body } = await api('/api/products?pageSize=60&page=2&sort=price_desc&site=de&lang=en');
    expect(body.data.total).toBe(300);
    expect(body.data.pageCount).toBe(5);
    expect(body.data.items).toHaveLength(60);
    // The listing shows no price; the order is checked against the products' own EUR prices.
    const rows = await (await getDb()).select({ sku: products.skuCode, eur: products.priceEur }).from(products);
    const eur = new Map(rows.map((r) => [r.sku, r.eur]));
    const prices = body.data.items.map((i: { skuCode: string }) => eur.get(i.skuCode)!);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
    const sku = body.data.items[0].skuCode;
    const detail = await api(`/api/products/${sku}?lang=en&site=de`);
    expect(detail.body.data.skuCode).toBe(sku);
    expect(detail.body.data.breadcrumbs).toHaveLength(2);
    expect(detail.body.data.specs.length).toBeGreaterThan(0);
    expect(detail.body.data.images[0]).toMatch(/^\/media\/parts\/[\w-]+\.svg$/);
  });

  it('gives the first product of each category a year of price changes that ends at today’s price', async () => {
    const db = await getDb();
    const [first] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
    const history = await readPriceHistory(db, {
      skuCode: first!.skuCode,
      company: { membershipLevel: 3, membershipExpiresAt: new Date(Date.now() + 86_400_000) },
      lang: 'en',
    });
    const usd = history.currencies.find((series) => series.currency === 'USD')!;
    expect(usd.points.length).toBeGreaterThanOrEqual(4);
    expect(usd.points.at(-1)!.price).toBe(first!.priceUsd);
    expect(usd.start.price).toBeLessThan(first!.priceUsd);
  });
});
