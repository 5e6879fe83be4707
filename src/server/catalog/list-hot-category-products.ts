import { asc, eq } from 'drizzle-orm';
import { HOT_PRODUCTS_PER_CATEGORY, MAX_PAGE_SIZE, type HotCategory } from '@/contracts/catalog';
import type { Lang, Site } from '@/contracts/site';
import { categories, products } from '../db/schema';
import type { Db } from '../db/types';
import { inCategories, resolveCategories } from './resolve-category-ids';
import { visibleProducts } from './product-filters';
import { productCardColumns, toProductCard } from './to-product-card';

/**
 * Home-page rows: for each cid in the given order (unknown ones skipped), its first products
 * (a top category includes its children). A known category without products keeps its row with an
 * empty list; the page decides whether to show it.
 */
export async function listHotCategoryProducts(
  db: Db,
  input: { cids: readonly string[]; site: Site; lang: Lang; perCategory?: number },
): Promise<HotCategory[]> {
  const { site, lang } = input;
  const limit = Math.max(1, Math.min(input.perCategory ?? HOT_PRODUCTS_PER_CATEGORY, MAX_PAGE_SIZE));
  const cids = [...new Set(input.cids)];
  const resolved = await resolveCategories(db, cids);
  const found = cids.flatMap((cid) => {
    const category = resolved.get(cid);
    return category ? [category] : [];
  });
  return Promise.all(
    found.map(async (category) => {
      const rows = await db
        .select(productCardColumns(site))
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(visibleProducts(inCategories(category.ids)))
        .orderBy(asc(products.id))
        .limit(limit);
      return {
        cid: category.cid,
        title: category.title,
        title_en: category.titleEn,
        products: rows.map((row) => toProductCard(row, { site, lang })),
      };
    }),
  );
}
