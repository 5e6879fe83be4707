import { and, eq, sql } from 'drizzle-orm';
import type { ProductFit } from '@/contracts/vehicles';
import { products, productVehicles } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Whether a listed product fits a vehicle, for the product page's client-side note (the page itself
 * stays cached for everyone). Null when there is no such listed product.
 */
export async function checkProductFit(db: Db, skuCode: string, vehicleId: number): Promise<ProductFit | null> {
  const [row] = await db
    .select({
      sku: products.skuCode,
      fits: sql<boolean>`EXISTS (SELECT 1 FROM ${productVehicles} WHERE ${productVehicles.productId} = ${products.id} AND ${productVehicles.vehicleId} = ${vehicleId})`,
      linked: sql<boolean>`EXISTS (SELECT 1 FROM ${productVehicles} WHERE ${productVehicles.productId} = ${products.id})`,
    })
    .from(products)
    .where(and(eq(products.skuCode, skuCode.toUpperCase()), eq(products.status, 'active')));
  if (!row) return null;
  return { sku: row.sku, vehicle_id: vehicleId, fits: Boolean(row.fits), universal: !row.linked };
}
