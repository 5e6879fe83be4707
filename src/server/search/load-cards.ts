import { eq, inArray } from 'drizzle-orm';
import type { ProductCard } from '@/contracts/catalog';
import type { Lang, Site } from '@/contracts/site';
import { categories, products } from '../db/schema';
import type { Db } from '../db/types';
import { productCardColumns, toProductCard } from '../catalog/to-product-card';

/** Product cards for ids, in the order given (listings and search read cards the same way). */
export async function loadCards(db: Db, ids: readonly number[], ctx: { site: Site; lang: Lang }): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productCardColumns(ctx.site))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...ids]));
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return rows.map((row) => toProductCard(row, ctx));
}
