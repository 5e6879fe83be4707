import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { visibleProducts } from '../catalog/product-filters';
import { inCategories, resolveCategories } from '../catalog/resolve-category-ids';
import { productFitments, products, type ProductFitmentRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import type { ExportedFile } from '../favorites/export-favorites';
import {
  assertFitmentExport,
  fitmentFile,
  partColumns,
  vehicleColumns,
  type FitmentExportCaller,
  type PartCells,
} from './fitment-export-file';
import { partPages } from './part-pages';

/** One part and one vehicle range it fits (`fit` null: a universal part, linked to no vehicle). */
type PartFitRow = { part: PartCells; fit: ProductFitmentRow | null };

/**
 * The category's listed parts by id, each followed by its vehicle ranges (page order), read a page
 * of parts at a time; stops at `maxRows` rows.
 */
async function* partFitRows(db: Db, where: SQL, maxRows: number): AsyncGenerator<PartFitRow> {
  let sent = 0;
  for await (const parts of partPages(db, where)) {
    const fits = await db
      .select()
      .from(productFitments)
      .where(inArray(productFitments.productId, parts.map((p) => p.id)))
      .orderBy(asc(productFitments.make), asc(productFitments.model), asc(productFitments.yearFrom), asc(productFitments.id));
    const byProduct = new Map<number, ProductFitmentRow[]>();
    for (const fit of fits) byProduct.set(fit.productId, [...(byProduct.get(fit.productId) ?? []), fit]);
    for (const part of parts) {
      for (const fit of byProduct.get(part.id) ?? [null]) {
        if (sent >= maxRows) return;
        yield { part, fit };
        sent += 1;
      }
    }
  }
}

/**
 * A category's listed parts (a top category with its children) with the vehicles each fits, one row
 * per part and vehicle range (one row marked universal for a part with none), as .xlsx or .csv.
 * 403 without a plan granting the export, 404 for an unknown category.
 */
export async function exportCategoryFitment(
  db: Db,
  input: FitmentExportCaller & { cid: string },
): Promise<ExportedFile> {
  await assertFitmentExport(db, input);
  const category = (await resolveCategories(db, [input.cid])).get(input.cid);
  if (!category) throw new DomainError('notFound', 'categoryNotFound', { cid: input.cid });
  const where = inCategories(category.ids);
  const [{ n } = { n: 0 }] = await db
    .select({
      n: sql<number>`coalesce(sum(greatest(1, (SELECT count(*) FROM ${productFitments} WHERE ${productFitments.productId} = ${products.id}))), 0)`.mapWith(Number),
    })
    .from(products)
    .where(visibleProducts(where));
  const title = input.lang === 'zh' ? category.title || category.titleEn : category.titleEn || category.title;
  return fitmentFile(
    db,
    input,
    { name: 'categoryBase', params: { category: title }, asciiParams: { category: category.titleEn || category.cid }, total: n },
    [...partColumns<PartFitRow>(input.lang, (row) => row.part), ...vehicleColumns<PartFitRow>(input.lang, (row) => row.fit)],
    (maxRows) => partFitRows(db, where, maxRows),
  );
}
