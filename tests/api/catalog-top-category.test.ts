import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ProductSort } from '@/contracts/catalog';
import { getDb } from '@/server/db';
import { categories, products } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { listProducts } from '@/server/catalog/list-products';
import { seedKnownCatalogue, type KnownCatalogue } from '@tests/setup/catalog-fixture';

// A top category's listing walks the products' own top_category_id (migration 0016, ADR 0032): the
// column must follow every move of a product or a category, or a top category's page would list the
// wrong parts. Each check reads the storefront's listing, as a buyer's page does.
let db: Db;
let known: KnownCatalogue;
beforeAll(async () => {
  db = await getDb();
  known = await seedKnownCatalogue(db);
});

async function listed(cid: string, sort: ProductSort = 'relevance') {
  const page = await listProducts(db, { cid, page: 1, pageSize: 100, sort, site: 'us', lang: 'en' });
  // Cards show no price (the visitor tier): the order is checked against the products' own USD prices.
  const usd = new Map((await db.select({ sku: products.skuCode, usd: products.priceUsd }).from(products)).map((r) => [r.sku, r.usd]));
  return { total: page.total, skus: page.items.map((item) => item.skuCode), prices: page.items.map((item) => usd.get(item.skuCode)!) };
}

const sorted = (skus: string[]) => [...skus].sort();

describe('a top category lists exactly its children’s products', () => {
  it('the union of its children, in every sort, with its total', async () => {
    const pads = await listed('1003');
    const discs = await listed('1019');
    for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc'] as const) {
      const brakes = await listed('10', sort);
      expect(sorted(brakes.skus)).toEqual(sorted([...pads.skus, ...discs.skus]));
      expect(brakes.total).toBe(pads.total + discs.total);
      if (sort === 'price_asc') expect(brakes.prices).toEqual([...brakes.prices].sort((a, b) => a - b));
      if (sort === 'price_desc') expect(brakes.prices).toEqual([...brakes.prices].sort((a, b) => b - a));
    }
  });

  it('a product moved to another top category’s child leaves one top listing and joins the other', async () => {
    const moved = known.discProducts[0]!;
    await db.update(products).set({ categoryId: known.categories.filters!.id }).where(eq(products.id, moved.id));
    const brakes = await listed('10');
    const engine = await listed('13');
    expect(brakes.skus).not.toContain(moved.skuCode);
    expect(engine.skus).toContain(moved.skuCode);
    expect(engine.total).toBe((await listed('1311')).total);
  });

  it('a direct write of the column cannot point a product at the wrong top category', async () => {
    const pad = known.padProducts[0]!;
    await db.update(products).set({ topCategoryId: known.categories.engine!.id }).where(eq(products.id, pad.id));
    expect((await listed('10')).skus).toContain(pad.skuCode);
    expect((await listed('13')).skus).not.toContain(pad.skuCode);
  });

  it('a child category moved under another top category takes its products with it', async () => {
    await db.update(categories).set({ parentId: known.categories.engine!.id }).where(eq(categories.id, known.categories.discs!.id));
    const discs = await listed('1019');
    const engine = await listed('13');
    const brakes = await listed('10');
    expect(discs.skus.length).toBeGreaterThan(0);
    for (const sku of discs.skus) {
      expect(engine.skus).toContain(sku);
      expect(brakes.skus).not.toContain(sku);
    }
    expect(sorted(brakes.skus)).toEqual(sorted((await listed('1003')).skus));
    const [wrong] = (
      (await db.execute(sql`
        SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
         WHERE p.top_category_id <> coalesce(c.parent_id, c.id)`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(wrong?.n).toBe(0);
  });
});

describe('cursor pages', () => {
  it('walk a listing in every sort exactly as one long page lists it, equal prices included', async () => {
    // Ties on price: the order's last key (the id) must break them the same way on both sides of a cursor.
    await db.update(products).set({ priceUsd: 1250 }).where(eq(products.categoryId, known.categories.pads!.id));
    for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc'] as const) {
      const whole = await listed('10', sort);
      const walked: string[] = [];
      let cursor: string | undefined;
      for (let pages = 0; pages < 100; pages++) {
        const page = await listProducts(db, { cid: '10', page: 1, pageSize: 3, sort, site: 'us', lang: 'en', cursor });
        walked.push(...page.items.map((item) => item.skuCode));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(walked, sort).toEqual(whole.skus);
    }
  });
});
