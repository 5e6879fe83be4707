import { categories, membershipPlans, productFitments, products, type CategoryRow } from '../schema';
import type { Db } from '../types';
import { CATEGORY_TREE } from './demo-catalogue/category-data';
import { demoProducts, DEMO_SEED } from './demo-catalogue/demo-products';
import type { BuiltProduct } from './demo-catalogue/build-product';
import { DEMO_MEMBERSHIP_PLANS } from './membership-plans';

/** 1,000 products × ~25 columns stays well under PostgreSQL's 65,535 bind parameters per statement. */
const BATCH_SIZE = 1000;

export type SeedDemoOptions = { products: number; seed?: number; onProgress?: (inserted: number) => void };

/** Inserts the 30 top categories and their children from categories.json; returns the child rows. */
export async function seedCategories(db: Db): Promise<CategoryRow[]> {
  return db.transaction(async (tx) => {
    const tops = await tx
      .insert(categories)
      .values(CATEGORY_TREE.map(({ children: _children, ...top }) => ({ ...top, parentId: null })))
      .returning({ id: categories.id, cid: categories.cid });
    const idByCid = new Map(tops.map((t) => [t.cid, t.id]));
    return tx
      .insert(categories)
      .values(CATEGORY_TREE.flatMap((top) => top.children.map((child) => ({ ...child, parentId: idByCid.get(top.cid)! }))))
      .returning();
  });
}

async function insertBatch(db: Db, batch: BuiltProduct[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(products)
      .values(batch.map((b) => b.product))
      .returning({ id: products.id, skuCode: products.skuCode });
    const idBySku = new Map(rows.map((r) => [r.skuCode, r.id]));
    const fitments = batch.flatMap((b) => b.fitments.map((f) => ({ ...f, productId: idBySku.get(b.product.skuCode)! })));
    if (fitments.length > 0) await tx.insert(productFitments).values(fitments);
  });
}

/**
 * The demo catalogue: categories, membership plans, then `products` generated products with their
 * fitments, in batches of 1,000 (one transaction each). Expects empty catalogue tables (seed-if-empty
 * and `npm run db:seed -- --reset` guarantee that).
 */
export async function seedDemoCatalogue(db: Db, options: SeedDemoOptions): Promise<void> {
  const children = await seedCategories(db);
  await db.insert(membershipPlans).values([...DEMO_MEMBERSHIP_PLANS]);

  let batch: BuiltProduct[] = [];
  let inserted = 0;
  for (const built of demoProducts(children, options.products, options.seed ?? DEMO_SEED)) {
    batch.push(built);
    if (batch.length === BATCH_SIZE) {
      await insertBatch(db, batch);
      inserted += batch.length;
      batch = [];
      options.onProgress?.(inserted);
    }
  }
  if (batch.length > 0) {
    await insertBatch(db, batch);
    inserted += batch.length;
    options.onProgress?.(inserted);
  }
}
