import { eq } from 'drizzle-orm';
import type { Site } from '@/contracts/site';
import { inquiryBasketItems, products } from '../db/schema';
import type { Db } from '../db/types';
import { basketOf } from './basket-scope';

/** Takes one product (SKU code or numeric id, listed or not) out of the basket; absent is fine. */
export async function removeBasketLine(
  db: Db,
  input: { userId: number; site: Site; productRef: string },
): Promise<void> {
  const productId = await productIdOf(db, input.productRef);
  if (productId === null) return;
  await db.delete(inquiryBasketItems).where(basketOf(input, eq(inquiryBasketItems.productId, productId)));
}

async function productIdOf(db: Db, ref: string): Promise<number | null> {
  if (/^\d+$/.test(ref)) return Number(ref) <= 2_147_483_647 ? Number(ref) : null;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.skuCode, ref.toUpperCase()));
  return row?.id ?? null;
}
