import { eq } from 'drizzle-orm';
import type { Vehicle } from '@/contracts/vehicles';
import { vehicles } from '../db/schema';
import type { Db } from '../db/types';

/** One vehicle by id (a listing URL's `vehicle=`), or null when there is none. */
export async function getVehicle(db: Db, id: number): Promise<Vehicle | null> {
  const [row] = await db
    .select({
      id: vehicles.id,
      year: vehicles.year,
      make: vehicles.make,
      make_zh: vehicles.makeZh,
      model: vehicles.model,
      model_zh: vehicles.modelZh,
      engine: vehicles.engine,
    })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  return row ?? null;
}
