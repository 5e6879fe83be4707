import type { ProductInput } from '@/contracts/catalogue-admin';
import { upsertBulkProducts, type BulkProduct } from '../db/seed/bulk-seed';
import type { Db } from '../db/types';
import { productColumns } from '../catalog/admin/product-columns';
import { now } from '../clock';
import { productTerms } from '../search/product-terms';
import { rememberWords } from '../search/refresh-search-terms';
import { loadProductsAsInput, sameProduct, type CategoryIndex } from './catalogue-products';
import type { ValidRow } from './validate-import-rows';

export type ImportCounts = { created: number; updated: number; unchanged: number };

/** Which rows create a product, which change one, which match what is stored (read only). */
export async function classifyRows(db: Db, rows: readonly ValidRow[], index: CategoryIndex) {
  const existing = await loadProductsAsInput(db, rows.map((r) => r.product.skuCode), index);
  const created: ProductInput[] = [];
  const updated: ProductInput[] = [];
  let unchanged = 0;
  for (const { product } of rows) {
    const stored = existing.get(product.skuCode);
    if (!stored) created.push(product);
    else if (stored.input && sameProduct(stored.input, product)) unchanged++;
    else updated.push(product);
  }
  return { created, updated, unchanged };
}

/** The row the bulk statement writes, with the product's search terms (the engine has nothing to catch up on). */
function bulkProduct(p: ProductInput, index: CategoryIndex, words: { word: string; stem: string }[], at: Date): BulkProduct {
  const category = index.byCid.get(p.cid)!;
  const terms = productTerms({ ...p, categoryTitle: category.title, categoryTitleEn: category.titleEn });
  words.push(...terms.words);
  return {
    product: {
      skuCode: p.skuCode,
      ...productColumns(p, category.id),
      searchVector: terms.vector,
      searchStale: false,
      updatedAt: at.toISOString(),
    },
    fitments: p.fitments.map((f) => ({ ...f })),
    crossReferences: [],
  };
}

/**
 * One batch in the caller's transaction: products that are new or differ from the row are written
 * (with terms, fitments and vehicle links); identical ones are not touched, so a re-run changes nothing.
 */
export async function applyImportBatch(tx: Db, rows: readonly ValidRow[], index: CategoryIndex): Promise<ImportCounts> {
  const { created, updated, unchanged } = await classifyRows(tx, rows, index);
  const words: { word: string; stem: string }[] = [];
  const at = now();
  const batch = [...created, ...updated].map((p) => bulkProduct(p, index, words, at));
  if (batch.length > 0) {
    await upsertBulkProducts(tx, batch);
    await rememberWords(tx, words);
  }
  return { created: created.length, updated: updated.length, unchanged };
}
