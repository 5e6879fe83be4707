import { and, asc, count, eq } from 'drizzle-orm';
import { productFitments, products, type ProductFitmentRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { EXPORT_LIMITS } from '../exports/export-limits';
import type { ExportedFile } from '../favorites/export-favorites';
import { assertFitmentExport, fitmentFile, fitmentTexts, vehicleColumns, type FitmentExportCaller } from './fitment-export-file';

/** The product's vehicle ranges in the product page's order (make, model, first year), a page at a time. */
async function* fitmentRows(db: Db, productId: number, maxRows: number): AsyncGenerator<ProductFitmentRow> {
  for (let sent = 0; sent < maxRows; ) {
    // OFFSET paging: a product has a bounded number of ranges (the row cap was checked first).
    const page = await db
      .select()
      .from(productFitments)
      .where(eq(productFitments.productId, productId))
      .orderBy(asc(productFitments.make), asc(productFitments.model), asc(productFitments.yearFrom), asc(productFitments.id))
      .limit(Math.min(EXPORT_LIMITS.readPageSize, maxRows - sent))
      .offset(sent);
    yield* page;
    sent += page.length;
    if (page.length < EXPORT_LIMITS.readPageSize) return;
  }
}

/**
 * The vehicles a listed product fits (its fitment table: make, model, years, engine) as .xlsx or .csv.
 * 403 without a plan granting the export, 404 for a product that is not listed.
 */
export async function exportProductFitment(
  db: Db,
  input: FitmentExportCaller & { skuCode: string },
): Promise<ExportedFile> {
  await assertFitmentExport(db, input);
  const skuCode = input.skuCode.toUpperCase();
  const [product] = await db
    .select({ id: products.id, skuCode: products.skuCode })
    .from(products)
    .where(and(eq(products.skuCode, skuCode), eq(products.status, 'active')));
  if (!product) throw new DomainError('notFound', 'productNotFound', { sku: input.skuCode });
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(productFitments)
    .where(eq(productFitments.productId, product.id));
  const t = fitmentTexts(input.lang);
  return fitmentFile(
    db,
    input,
    { name: 'productBase', params: { sku: product.skuCode }, total: n },
    [
      { header: t('sku'), width: 20, value: () => product.skuCode },
      ...vehicleColumns<ProductFitmentRow>(input.lang, (row) => row),
    ],
    (maxRows) => fitmentRows(db, product.id, maxRows),
  );
}
