import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { VehicleMake, VehicleModel } from '@/contracts/vehicles';
import { vehicles } from '../db/schema';
import type { Db } from '../db/types';

/** Model years that have vehicles, newest first (the picker's first select). */
export async function listVehicleYears(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ year: vehicles.year }).from(vehicles).orderBy(desc(vehicles.year));
  return rows.map((r) => r.year);
}

/** Makes with a vehicle in `year`, alphabetical ignoring case. */
export async function listVehicleMakes(db: Db, year: number): Promise<VehicleMake[]> {
  const rows = await db
    .selectDistinct({ make: vehicles.make, make_zh: vehicles.makeZh })
    .from(vehicles)
    .where(eq(vehicles.year, year));
  return rows.sort((a, b) => a.make.localeCompare(b.make, 'en', { sensitivity: 'base' }));
}

/** The make's models in `year`: each is one vehicle (its id is what "my vehicle" keeps). */
export async function listVehicleModels(db: Db, year: number, make: string): Promise<VehicleModel[]> {
  return db
    .select({ id: vehicles.id, model: vehicles.model, model_zh: vehicles.modelZh, engine: vehicles.engine })
    .from(vehicles)
    .where(and(eq(vehicles.year, year), eq(vehicles.make, make)))
    .orderBy(asc(sql`lower(${vehicles.model})`), asc(vehicles.model));
}
