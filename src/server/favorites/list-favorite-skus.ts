import type { Db } from '../db/types';
import { favoritesInScope } from './favorite-scope';
import { visibleProducts } from '../catalog/product-filters';

/** Every listed product the buyer saved, as SKU codes, newest first: the hearts on cached pages read this. */
export async function listFavoriteSkus(db: Db, userId: number): Promise<string[]> {
  const rows = await favoritesInScope(db, { userId, product: visibleProducts() });
  return rows.map((row) => row.skuCode);
}
