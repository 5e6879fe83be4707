import { sql, type SQL } from 'drizzle-orm';
import { productFitments, productVehicles, vehicles } from '../db/schema';

/**
 * The vehicle filter reads product_vehicles: every vehicle of a product's fitments (make, model, year
 * in range). `productIds` is a condition on the product id (`= 7`, `= ANY(...)`); existing links stay.
 */
export function linkProductVehicles(productIds: SQL) {
  return sql`
    INSERT INTO ${productVehicles} (product_id, vehicle_id)
    SELECT DISTINCT f.product_id, v.id
      FROM ${productFitments} f
      JOIN ${vehicles} v ON v.make = f.make AND v.model = f.model AND v.year BETWEEN f.year_from AND f.year_to
     WHERE f.product_id ${productIds}
    ON CONFLICT DO NOTHING`;
}
