import { sql, type SQL } from 'drizzle-orm';

/**
 * THE condition "product `productId` fits vehicle `vehicleId`" for listings and search (one place, so
 * the vehicles table can change without touching the queries): a link in product_vehicles, read
 * through its (vehicle_id, product_id) index. `productId` is the products.id column of the caller's
 * query. Universal parts (no links) are not included: the buyer asked for parts for this car.
 */
export function vehicleCondition(vehicleId: number, productId: SQL = sql`p.id`): SQL {
  return sql`EXISTS (SELECT 1 FROM product_vehicles pv WHERE pv.product_id = ${productId} AND pv.vehicle_id = ${vehicleId})`;
}
