import { sql, type SQL } from 'drizzle-orm';
import { products, productVehicles } from '../db/schema';

/**
 * The listing/search condition "the product fits this vehicle": a link in product_vehicles. Read
 * through product_vehicles_vehicle_idx (vehicle_id, product_id), so it narrows before any scan.
 * Universal parts (no links) are not included: the buyer asked for parts for this car.
 */
export function fitsVehicle(vehicleId: number): SQL {
  return sql`${products.id} IN (SELECT ${productVehicles.productId} FROM ${productVehicles} WHERE ${productVehicles.vehicleId} = ${vehicleId})`;
}
