import { and, asc, eq } from 'drizzle-orm';
import type { ApiProductFitment } from '@/contracts/buyer-api-v1';
import type { Lang } from '@/contracts/site';
import { localizedFitment } from '../catalog/localize-detail';
import { productFitments, products, productVehicles, vehicles } from '../db/schema';
import type { Db } from '../db/types';
import { chineseVehicleNames } from './chinese-vehicle-names';

/**
 * What a listed product fits: its fitment ranges (the product page's table) and the vehicles it is
 * linked to (what the listing's `vehicle` filter and the fit check read). Null when there is no such
 * listed product. A product linked to no vehicle is universal, as the fit check says.
 */
export async function listProductFitment(
  db: Db,
  input: { skuCode: string; lang: Lang },
): Promise<ApiProductFitment | null> {
  const [product] = await db
    .select({ id: products.id, skuCode: products.skuCode })
    .from(products)
    .where(and(eq(products.skuCode, input.skuCode.toUpperCase()), eq(products.status, 'active')));
  if (!product) return null;
  // One after the other: the caller's database may be a single connection.
  const ranges = await db
    .select()
    .from(productFitments)
    .where(eq(productFitments.productId, product.id))
    .orderBy(
      asc(productFitments.make),
      asc(productFitments.model),
      asc(productFitments.yearFrom),
      asc(productFitments.id),
    );
  const linked = await db
    .select({
      id: vehicles.id,
      year: vehicles.year,
      make: vehicles.make,
      make_zh: vehicles.makeZh,
      model: vehicles.model,
      model_zh: vehicles.modelZh,
      engine: vehicles.engine,
    })
    .from(productVehicles)
    .innerJoin(vehicles, eq(vehicles.id, productVehicles.vehicleId))
    .where(eq(productVehicles.productId, product.id))
    .orderBy(asc(vehicles.make), asc(vehicles.model), asc(vehicles.year), asc(vehicles.id));
  const names = input.lang === 'zh' ? await chineseVehicleNames(db, ranges) : undefined;
  return {
    skuCode: product.skuCode,
    universal: linked.length === 0,
    ranges: ranges.map((row) => localizedFitment(row, input.lang, names)),
    vehicles: linked,
  };
}
