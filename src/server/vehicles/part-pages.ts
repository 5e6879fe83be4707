import { asc, eq, gt, type SQL } from 'drizzle-orm';
import { visibleProducts } from '../catalog/product-filters';
import { categories, products } from '../db/schema';
import type { Db } from '../db/types';
import { EXPORT_LIMITS } from '../exports/export-limits';
import type { PartCells } from './fitment-export-file';

export type PartRow = PartCells & { id: number };

/**
 * The listed parts matching `where` (with their category's titles), by id, one page at a time on the
 * id, for the fitment exports: a long export never holds more than a page of parts.
 */
export async function* partPages(db: Db, where: SQL | undefined): AsyncGenerator<PartRow[]> {
  let afterId = 0;
  for (;;) {
    const page = await db
      .select({
        id: products.id,
        skuCode: products.skuCode,
        titleZh: products.titleZh,
        titleEn: products.titleEn,
        brand: products.brand,
        partNumber: products.partNumber,
        categoryTitle: categories.title,
        categoryTitleEn: categories.titleEn,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(visibleProducts(where, gt(products.id, afterId)))
      .orderBy(asc(products.id))
      .limit(EXPORT_LIMITS.readPageSize);
    if (page.length) yield page;
    const last = page.at(-1);
    if (!last || page.length < EXPORT_LIMITS.readPageSize) return;
    afterId = last.id;
  }
}
