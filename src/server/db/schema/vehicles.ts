import { index, integer, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './products';

/**
 * One row per make, model and model year (reference data from src/server/vehicles/data, loaded on
 * first start). Ids are assigned by the loader in a fixed order, so `vehicle=<id>` in a URL means
 * the same car on every install built from the same data (docs/decisions/0035-vehicle-data.md).
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey(),
    make: varchar('make', { length: 60 }).notNull(),
    makeZh: varchar('make_zh', { length: 60 }).notNull(),
    model: varchar('model', { length: 80 }).notNull(),
    modelZh: varchar('model_zh', { length: 80 }).notNull(),
    year: smallint('year').notNull(),
    /** Common engines of that model year where known ("1.5T, 2.0T"); vPIC rows have none. */
    engine: varchar('engine', { length: 160 }),
  },
  (t) => [
    // The picker walks year → make → model; the VIN lookup asks make + year (+ model).
    uniqueIndex('vehicles_year_make_model_idx').on(t.year, t.make, t.model),
    index('vehicles_make_model_year_idx').on(t.make, t.model, t.year),
  ],
);

/** Which vehicles a product fits: one row per (product, vehicle), read both ways. */
export const productVehicles = pgTable(
  'product_vehicles',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.vehicleId] }),
    index('product_vehicles_vehicle_idx').on(t.vehicleId, t.productId),
  ],
);

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;
