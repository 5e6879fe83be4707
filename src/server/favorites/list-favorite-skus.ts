import { and, desc, eq } from 'drizzle-orm';
import { favorites, products } from '../db/schema';
import type { Db } from '../db/types';

/** Every listed product the buyer saved, as SKU codes, newest first: the hearts on cached pages read this. */
export async function listFavoriteSkus(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ skuCode: products.skuCode })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(and(eq(favorites.userId, userId), eq(products.status, 'active')))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId));
  return rows.map((row) => row.skuCode);
}
