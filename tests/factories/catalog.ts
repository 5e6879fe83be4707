import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/types';
import {
  categories,
  productFitments,
  products,
  type CategoryRow,
  type NewCategoryRow,
  type NewProductFitmentRow,
  type NewProductRow,
  type ProductRow,
} from '@/server/db/schema';
import { defaultCategoryFlags } from '@/server/catalog/default-category-flags';
import { buildProduct } from '@/server/db/seed/demo-catalogue/build-product';
import { mulberry32 } from '@/server/db/seed/demo-catalogue/rng';

export { buildProduct, type BuildCategory, type BuiltProduct } from '@/server/db/seed/demo-catalogue/build-product';
export { mulberry32, rngFor, type Rng } from '@/server/db/seed/demo-catalogue/rng';

let sequence = 0;

/** First free two-digit code (top) or parent code + two digits (child), so tests never collide. */
async function freeCid(db: Db, parentId: number | null | undefined): Promise<string> {
  const taken = new Set((await db.select({ cid: categories.cid }).from(categories)).map((r) => r.cid));
  let prefix = '';
  if (parentId != null) {
    const [parent] = await db.select({ cid: categories.cid }).from(categories).where(eq(categories.id, parentId));
    prefix = parent?.cid ?? '99';
  }
  for (let n = parentId != null ? 1 : 99; parentId != null ? n <= 99 : n >= 1; n += parentId != null ? 1 : -1) {
    const cid = prefix + String(n).padStart(2, '0');
    if (!taken.has(cid)) return cid;
  }
  throw new Error('createCategory: no free category code left');
}

/**
 * Inserts a category. Without `cid` it picks a free code (counting down from "99" at the top, up from
 * "<parent>01" for a child); names default to readable bilingual values.
 */
export async function createCategory(db: Db, overrides: Partial<NewCategoryRow> = {}): Promise<CategoryRow> {
  sequence += 1;
  const cid = overrides.cid ?? (await freeCid(db, overrides.parentId));
  const [row] = await db
    .insert(categories)
    .values({
      title: `测试分类 ${cid}`,
      titleEn: `Test Category ${cid}`,
      titleDe: `Testkategorie ${cid}`,
      taxonomyId: null,
      sortOrder: sequence,
      ...defaultCategoryFlags(cid),
      ...overrides,
      cid,
      parentId: overrides.parentId ?? null,
    })
    .returning();
  if (!row) throw new Error('createCategory: insert returned nothing');
  return row;
}

export type CreateProductOverrides = Partial<NewProductRow> & { fitments?: Partial<NewProductFitmentRow>[] };

/**
 * Inserts a realistic product (the seed's own builder) with its fitments. Without `categoryId` a new
 * child category (under a new top category) is created. `fitments` replaces the generated ones.
 */
export async function createProduct(db: Db, overrides: CreateProductOverrides = {}): Promise<ProductRow> {
  const { fitments: fitmentOverrides, ...productOverrides } = overrides;
  sequence += 1;
  let category: CategoryRow | undefined;
  if (productOverrides.categoryId != null) {
    [category] = await db.select().from(categories).where(eq(categories.id, productOverrides.categoryId));
  }
  if (!category) {
    const top = await createCategory(db);
    category = await createCategory(db, { parentId: top.id, taxonomyId: 'vp-1-4-1-7' });
  }
  const built = buildProduct(mulberry32(sequence), category, sequence);
  // Factory SKUs carry a random part so they never clash with seeded "PM-..." codes or other runs.
  const skuCode = `TF-${randomUUID().slice(0, 8).toUpperCase()}-${sequence}`;
  const [row] = await db
    .insert(products)
    .values({ ...built.product, skuCode, ...productOverrides, categoryId: category.id })
    .returning();
  if (!row) throw new Error('createProduct: insert returned nothing');

  const fitments = fitmentOverrides
    ? fitmentOverrides.map((f) => ({ make: 'Toyota', makeZh: '丰田', model: 'Camry', yearFrom: 2018, yearTo: 2023, ...f }))
    : built.fitments;
  if (fitments.length > 0) {
    await db.insert(productFitments).values(fitments.map((f) => ({ ...f, productId: row.id })));
  }
  return row;
}
