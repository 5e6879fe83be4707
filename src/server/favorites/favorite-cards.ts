import { eq, inArray } from 'drizzle-orm';
import type { Site } from '@/contracts/site';
import { productCardColumns, type ProductCardRow } from '../catalog/to-product-card';
import { tradeColumns, type TradeRow } from '../catalog/read-trade-data';
import { categories, products } from '../db/schema';
import type { Db } from '../db/types';

export type FavoriteCardRow = ProductCardRow & TradeRow & { id: number };

/** The card and trade columns of the given products (one primary-key lookup each), by product id. */
export async function cardRowsById(
  db: Db,
  ids: readonly number[],
  site: Site,
): Promise<Map<number, FavoriteCardRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ...productCardColumns(site), ...tradeColumns(site) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
