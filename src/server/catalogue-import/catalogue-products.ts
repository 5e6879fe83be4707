import { asc, inArray, isNotNull } from 'drizzle-orm';
import { productInputSchema, type ProductInput } from '@/contracts/catalogue-admin';
import { categories, productFitments, products, type ProductFitmentRow, type ProductRow } from '../db/schema';
import type { Db } from '../db/types';
import { productRowAsInput } from '../catalog/admin/product-columns';

/** The child categories a product may name, by code and by id. */
export type ChildCategory = { id: number; cid: string; title: string; titleEn: string };
export type CategoryIndex = { byCid: Map<string, ChildCategory>; byId: Map<number, ChildCategory> };

export async function loadChildCategories(db: Db): Promise<CategoryIndex> {
  const rows = await db
    .select({ id: categories.id, cid: categories.cid, title: categories.title, titleEn: categories.titleEn })
    .from(categories)
    .where(isNotNull(categories.parentId));
  return { byCid: new Map(rows.map((r) => [r.cid, r])), byId: new Map(rows.map((r) => [r.id, r])) };
}

/** A product row and its fitments in the shape an operator writes (productInputSchema's input). */
export function rowAsInput(p: ProductRow, fitments: readonly ProductFitmentRow[], cid: string) {
  return {
    ...productRowAsInput(p, cid),
    // Only the four parts of a specification line: the comparison and the file hold nothing else.
    specs: p.specs.map((s) => ({ keyZh: s.keyZh, keyEn: s.keyEn, valueZh: s.valueZh, valueEn: s.valueEn })),
    fitments: fitments.map((f) => ({
      make: f.make,
      makeZh: f.makeZh,
      model: f.model,
      yearFrom: f.yearFrom,
      yearTo: f.yearTo,
      // An empty engine and no engine are the same fact; a file cannot tell them apart.
      engine: f.engine ? f.engine : null,
    })),
  };
}

/**
 * The products with these SKUs as ProductInput, through the same schema as an imported row, so a
 * product and the row it was exported to compare equal. A stored product the schema would refuse
 * (written before the schema) is `null`: any row for it counts as a change.
 */
export async function loadProductsAsInput(db: Db, skus: readonly string[], index: CategoryIndex): Promise<Map<string, { id: number; input: ProductInput | null }>> {
  const out = new Map<string, { id: number; input: ProductInput | null }>();
  if (skus.length === 0) return out;
  const found = await db.select().from(products).where(inArray(products.skuCode, [...skus]));
  if (found.length === 0) return out;
  const fitments = await db
    .select()
    .from(productFitments)
    .where(inArray(productFitments.productId, found.map((p) => p.id)))
    .orderBy(asc(productFitments.productId), asc(productFitments.id));
  const byProduct = new Map<number, ProductFitmentRow[]>();
  for (const f of fitments) byProduct.set(f.productId, [...(byProduct.get(f.productId) ?? []), f]);
  for (const p of found) {
    const cid = index.byId.get(p.categoryId)?.cid ?? '';
    const parsed = productInputSchema.safeParse(rowAsInput(p, byProduct.get(p.id) ?? [], cid));
    out.set(p.skuCode, { id: p.id, input: parsed.success ? parsed.data : null });
  }
  return out;
}

/**
 * Equal products: the same fields in the same order (both came out of productInputSchema). A field the
 * row leaves out (an optional column the file lacks) keeps the stored value, so it is not compared.
 */
export function sameProduct(stored: ProductInput, row: ProductInput): boolean {
  const compared = Object.fromEntries(Object.entries(stored).filter(([key]) => key in row && row[key as keyof ProductInput] !== undefined));
  return JSON.stringify(compared) === JSON.stringify(Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)));
}
