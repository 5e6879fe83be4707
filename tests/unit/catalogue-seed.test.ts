import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { CATEGORY_TREE } from '@/server/db/seed/demo-catalogue/category-data';
import { seedDemoCatalogue } from '@/server/db/seed/seed-demo-catalogue';
import { createCategory, createProduct } from '@tests/factories';

const childCount = CATEGORY_TREE.reduce((n, top) => n + top.children.length, 0);

async function count(table: string): Promise<number> {
  const db = await getDb();
  const result = await db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('seedDemoCatalogue', () => {
  it('loads 1,000 products with categories, fitments and membership plans', async () => {
    const db = await getDb();
    await seedDemoCatalogue(db, { products: 1000 });
    expect(await count('categories')).toBe(CATEGORY_TREE.length + childCount);
    expect(await count('products')).toBe(1000);
    expect(await count('membership_plans')).toBeGreaterThanOrEqual(3);
    expect(await count('product_fitments')).toBeGreaterThan(500);
    const result = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.parent_id IS NULL`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0); // products sit in child categories
    // Written with their search terms, numbers and counters: nothing left for the engine to catch up on.
    expect(await count('part_cross_references')).toBeGreaterThan(500);
    const stale = await db.execute(sql`SELECT count(*)::int AS n FROM products WHERE search_stale OR search_vector IS NULL`);
    expect((stale as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  }, 90_000);

  it('factories add categories and products next to seeded data', async () => {
    const db = await getDb();
    const top = await createCategory(db);
    const child = await createCategory(db, { parentId: top.id });
    expect(child.cid.startsWith(top.cid)).toBe(true);
    expect(child.cid).toHaveLength(4);

    const product = await createProduct(db, {
      categoryId: child.id,
      priceUsd: 4200,
      fitments: [{ make: 'BYD', model: 'Han' }],
    });
    expect(product.categoryId).toBe(child.id);
    expect(product.priceUsd).toBe(4200);
    const fitments = await db.execute<{ make: string }>(
      sql`SELECT make FROM product_fitments WHERE product_id = ${product.id}`,
    );
    expect((fitments as unknown as { rows: { make: string }[] }).rows.map((r) => r.make)).toEqual(['BYD']);

    const standalone = await createProduct(db);
    expect(standalone.skuCode).toMatch(/^[A-Z0-9][A-Z0-9-]{2,39}$/);
  });
});
