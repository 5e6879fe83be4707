import { sql } from 'drizzle-orm';
import { categories, membershipPlans, partCrossReferences, productFitments, products, type CategoryRow } from '../schema';
import type { Db } from '../types';
import { productTerms } from '../../search/product-terms';
import { rememberWords } from '../../search/refresh-search-terms';
import { recordSearchVocabulary } from '../../search/vocabulary-version';
import { withSearchIndexesDeferred } from '../../search/bulk-load';
import { insertBulkBatch, linkAllVehicles, withCatalogueIndexesDeferred, type BulkProduct } from './bulk-seed';
import { demoCrossReferences, demoPopularity } from './demo-catalogue/cross-references';
import { CATEGORY_TREE } from './demo-catalogue/category-data';
import { demoProducts, DEMO_SEED } from './demo-catalogue/demo-products';
import { seedDemoPriceHistory } from './demo-catalogue/price-history';
import type { BuiltProduct } from './demo-catalogue/build-product';
import { DEMO_MEMBERSHIP_PLANS } from './membership-plans';
import { defaultCategoryFlags } from '../../catalog/default-category-flags';
import { linkProductVehicles } from '../../catalog/link-product-vehicles';
import { loadVehiclesIfEmpty } from '../../vehicles/load-vehicles';

/** 1,000 products × ~25 columns stays well under PostgreSQL's 65,535 bind parameters per statement. */
const BATCH_SIZE = 1000;

export type SeedDemoOptions = {
  products: number;
  seed?: number;
  onProgress?: (inserted: number) => void;
  /** Which database (the large path gives PostgreSQL's index builds more memory). */
  driver?: 'pglite' | 'postgres';
};

/** From this many products on, the search's GIN indexes are built after the load instead of during it. */
const BULK_FROM = 20_000;
/** From this many on, every secondary catalogue index is deferred and batches go in as JSON (bulk-seed.ts). */
const LARGE_FROM = 100_000;
const LARGE_BATCH = 5_000;

/** Inserts the 30 top categories and their children from categories.json; returns the child rows. */
export async function seedCategories(db: Db): Promise<CategoryRow[]> {
  return db.transaction(async (tx) => {
    const tops = await tx
      .insert(categories)
      .values(CATEGORY_TREE.map(({ children: _children, ...top }) => ({ ...top, ...defaultCategoryFlags(top.cid), parentId: null })))
      .returning({ id: categories.id, cid: categories.cid });
    const idByCid = new Map(tops.map((t) => [t.cid, t.id]));
    return tx
      .insert(categories)
      .values(CATEGORY_TREE.flatMap((top) => top.children.map((child) => ({ ...child, ...defaultCategoryFlags(child.cid), parentId: idByCid.get(top.cid)! }))))
      .returning();
  });
}

type SeededProduct = BuiltProduct & { index: number };
type SeedContext = { seed: number; categoryById: Map<number, CategoryRow> };

/**
 * One batch: products with their search terms (so the engine has nothing to catch up on), popularity,
 * fitments and cross-references (the database's triggers add their numbers to part_number_lookup).
 */
async function insertBatch(db: Db, batch: SeededProduct[], ctx: SeedContext): Promise<void> {
  const words: { word: string; stem: string }[] = [];
  const values = batch.map((b) => {
    const category = ctx.categoryById.get(b.product.categoryId)!;
    const terms = productTerms({
      ...b.product,
      oeNumbers: b.product.oeNumbers ?? [],
      categoryTitle: category.title,
      categoryTitleEn: category.titleEn,
    });
    words.push(...terms.words);
    return {
      ...b.product,
      popularity: demoPopularity(ctx.seed, b.index),
      searchVector: sql`${terms.vector}::tsvector`,
      searchStale: false,
    };
  });
  await db.transaction(async (tx) => {
    const rows = await tx.insert(products).values(values).returning({ id: products.id, skuCode: products.skuCode });
    const idBySku = new Map(rows.map((r) => [r.skuCode, r.id]));
    const fitments = batch.flatMap((b) => b.fitments.map((f) => ({ ...f, productId: idBySku.get(b.product.skuCode)! })));
    if (fitments.length > 0) {
      await tx.insert(productFitments).values(fitments);
      await linkVehicles(tx, rows.map((r) => r.id));
    }
    const xrefs = batch.flatMap((b) =>
      demoCrossReferences(ctx.seed, b.index, b.product.brand, ctx.categoryById.get(b.product.categoryId)?.taxonomyId).map((x) => ({
        ...x,
        productId: idBySku.get(b.product.skuCode)!,
      })),
    );
    if (xrefs.length > 0) await tx.insert(partCrossReferences).values(xrefs);
    await rememberWords(tx as unknown as Db, words);
  });
}

/**
 * One product_vehicles row per model year each fitment range of these products covers, set-based
 * in the database (a unit test checks every demo fitment names vehicles of the committed table).
 */
async function linkVehicles(tx: Pick<Db, 'execute'>, productIds: readonly number[]): Promise<void> {
  await tx.execute(linkProductVehicles(sql`BETWEEN ${Math.min(...productIds)} AND ${Math.max(...productIds)}`));
}

/**
 * The demo catalogue: the vehicle table (if empty), categories, membership plans, then `products`
 * generated products with their fitments and vehicle links, in batches of 1,000 (one transaction
 * each). Expects empty catalogue tables (seed-if-empty and `npm run db:seed -- --reset` guarantee that).
 */
export async function seedDemoCatalogue(db: Db, options: SeedDemoOptions): Promise<void> {
  await loadVehiclesIfEmpty(db);
  const children = await seedCategories(db);
  await db.insert(membershipPlans).values([...DEMO_MEMBERSHIP_PLANS]);

  if (options.products >= LARGE_FROM) await seedProductsLarge(db, children, options);
  else if (options.products >= BULK_FROM) await withSearchIndexesDeferred(db, () => seedProducts(db, children, options));
  else await seedProducts(db, children, options);
  await seedDemoPriceHistory(db);
  await recordSearchVocabulary(db);
  // PGlite has no autovacuum: without statistics the planner guesses, and guesses scan.
  await db.execute(sql`ANALYZE`);
}

async function seedProducts(db: Db, children: CategoryRow[], options: SeedDemoOptions): Promise<void> {
  const seed = options.seed ?? DEMO_SEED;
  const ctx: SeedContext = { seed, categoryById: new Map(children.map((c) => [c.id, c])) };
  let batch: SeededProduct[] = [];
  let inserted = 0;
  for (const built of demoProducts(children, options.products, seed)) {
    batch.push({ ...built, index: inserted + batch.length });
    if (batch.length === BATCH_SIZE) {
      await insertBatch(db, batch, ctx);
      inserted += batch.length;
      batch = [];
      options.onProgress?.(inserted);
    }
  }
  if (batch.length > 0) {
    await insertBatch(db, batch, ctx);
    inserted += batch.length;
    options.onProgress?.(inserted);
  }
}

/**
 * The same products, fitments, cross-references, terms and vehicle links as seedProducts, loaded the
 * fast way (bulk-seed.ts): a million products in minutes instead of over an hour.
 */
async function seedProductsLarge(db: Db, children: CategoryRow[], options: SeedDemoOptions): Promise<void> {
  const seed = options.seed ?? DEMO_SEED;
  const categoryById = new Map(children.map((c) => [c.id, c]));
  await withCatalogueIndexesDeferred(db, options.driver ?? 'pglite', async () => {
    // One batch in the database while the next is generated: one core each on a 2-core machine. (Two
    // batches at once could deadlock on category_product_counts, which both triggers update.)
    let pending: Promise<void> = Promise.resolve();
    let batch: BulkProduct[] = [];
    let words: { word: string; stem: string }[] = [];
    let index = 0;
    let inserted = 0;
    const flush = async () => {
      const rows = batch;
      const batchWords = words;
      batch = [];
      words = [];
      await pending;
      pending = (async () => {
        await insertBulkBatch(db, rows);
        await rememberWords(db, batchWords);
        inserted += rows.length;
        options.onProgress?.(inserted);
      })();
      // Reported by the next `await pending`; this keeps Node from calling it unhandled meanwhile.
      pending.catch(() => {});
    };
    for (const built of demoProducts(children, options.products, seed)) {
      const category = categoryById.get(built.product.categoryId)!;
      const terms = productTerms({ ...built.product, oeNumbers: built.product.oeNumbers ?? [], categoryTitle: category.title, categoryTitleEn: category.titleEn });
      words.push(...terms.words);
      batch.push({
        product: { ...built.product, popularity: demoPopularity(seed, index), searchVector: terms.vector, searchStale: false },
        fitments: built.fitments,
        crossReferences: demoCrossReferences(seed, index, built.product.brand, category.taxonomyId),
      });
      index++;
      if (batch.length === LARGE_BATCH) await flush();
      // Let the batch in the database take its next step (fitments, cross-references, commit).
      else if (index % 250 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (batch.length > 0) await flush();
    await pending;
    await linkAllVehicles(db);
  });
  // A fresh table has no visibility map: without it every index-only listing page reads the heap
  // anyway (PGlite has no autovacuum to set it; PostgreSQL's would, later).
  await db.execute(sql`VACUUM products`);
}
