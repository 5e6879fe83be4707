import { eq } from 'drizzle-orm';
import { products } from '../db/schema';
import type { Db } from '../db/types';

export type ProductRef = { id: number; skuCode: string; status: 'active' | 'hidden' };

const MAX_INT4 = 2_147_483_647;

/**
 * The product a favourite path names (productRefSchema): all digits is the numeric id, anything else
 * a SKU code in any case (codes are stored upper-case). Listed or not: the caller decides.
 */
export async function findProductByRef(db: Db, ref: string): Promise<ProductRef | null> {
  const numeric = /^\d+$/.test(ref);
  // An id past the column's range names nothing (and must not reach the database as an error).
  if (numeric && Number(ref) > MAX_INT4) return null;
  const [row] = await db
    .select({ id: products.id, skuCode: products.skuCode, status: products.status })
    .from(products)
    .where(numeric ? eq(products.id, Number(ref)) : eq(products.skuCode, ref.toUpperCase()))
    .limit(1);
  return row ?? null;
}
