import { and, eq } from 'drizzle-orm';
import { favorites } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { findProductByRef } from './find-product-by-ref';

/**
 * Removes a product from the buyer's favourites (listed or not: a delisted one can still be let go).
 * Only the caller's own row is ever touched; a product that is not among them is `favoriteNotFound`,
 * the same answer whoever else saved it.
 */
export async function removeFavorite(
  db: Db,
  input: { userId: number; productRef: string },
): Promise<{ skuCode: string; favorite: false }> {
  const product = await findProductByRef(db, input.productRef);
  if (!product) throw new DomainError('notFound', 'productNotFound', { sku: input.productRef });
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, input.userId), eq(favorites.productId, product.id)))
    .returning({ productId: favorites.productId });
  if (removed.length === 0) throw new DomainError('notFound', 'favoriteNotFound', { sku: product.skuCode });
  return { skuCode: product.skuCode, favorite: false };
}
