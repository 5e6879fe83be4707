import { count, eq } from 'drizzle-orm';
import { FAVORITE_LIMITS } from '@/contracts/favorites';
import { now } from '../clock';
import { favorites, users } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { findProductByRef } from './find-product-by-ref';

/**
 * Saves a listed product for the buyer. Adding it again changes nothing (the first date stays). A
 * product that does not exist or is not listed is `productNotFound`; a full list (FAVORITE_LIMITS.
 * maxPerUser) refuses new ones. The buyer's row is locked so two parallel adds cannot both pass the cap.
 */
export async function addFavorite(
  db: Db,
  input: { userId: number; productRef: string },
): Promise<{ skuCode: string; favorite: true }> {
  const product = await findProductByRef(db, input.productRef);
  if (!product || product.status !== 'active') {
    throw new DomainError('notFound', 'productNotFound', { sku: input.productRef });
  }
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('no key update');
    const [held] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, input.userId));
    const inserted = await tx
      .insert(favorites)
      .values({ userId: input.userId, productId: product.id, createdAt: now() })
      .onConflictDoNothing()
      .returning({ productId: favorites.productId });
    if (inserted.length > 0 && (held?.n ?? 0) >= FAVORITE_LIMITS.maxPerUser) {
      throw new DomainError('conflict', 'favoriteLimitReached', { limit: FAVORITE_LIMITS.maxPerUser });
    }
  });
  return { skuCode: product.skuCode, favorite: true };
}
