import { and, eq, inArray } from 'drizzle-orm';
import type { VinDecode } from '@/contracts/vehicles';
import { vehicles } from '../db/schema';
import type { Db } from '../db/types';
import { MAKE_ZH } from './data/china-market';
import { decodeVin } from './decode-vin';

/**
 * A VIN → the vehicle in our table. The decoded make(s) + year + model name the vehicle when the
 * VIN's patterns gave a model; otherwise `vehicle_id` is null and the buyer picks the model from
 * that year's and make's list. Invalid VINs throw (decode-vin.ts).
 */
export async function lookUpVin(db: Db, raw: string, now = new Date()): Promise<VinDecode> {
  const decoded = decodeVin(raw, now);
  let make = decoded.makes[0]!;
  let makeZh: string | undefined;
  let vehicleId: number | null = null;
  let modelZh: string | null = decoded.model;
  if (decoded.model !== null && decoded.year !== null) {
    const rows = await db
      .select({ id: vehicles.id, make: vehicles.make, makeZh: vehicles.makeZh, modelZh: vehicles.modelZh })
      .from(vehicles)
      .where(and(eq(vehicles.year, decoded.year), eq(vehicles.model, decoded.model), inArray(vehicles.make, decoded.makes)));
    // Several makes share a WMI (1C4: Chrysler, Dodge, Jeep…): the model tells which one built it.
    const row = rows.sort((a, b) => decoded.makes.indexOf(a.make) - decoded.makes.indexOf(b.make))[0];
    if (row) {
      ({ make, makeZh, modelZh } = row);
      vehicleId = row.id;
    }
  }
  if (makeZh === undefined) {
    const [row] = await db.select({ makeZh: vehicles.makeZh }).from(vehicles).where(eq(vehicles.make, make)).limit(1);
    makeZh = row?.makeZh ?? MAKE_ZH[make] ?? make;
  }
  return {
    vin: decoded.vin,
    region: decoded.region,
    check_digit: decoded.checkDigit,
    year: decoded.year,
    make,
    make_zh: makeZh,
    model: decoded.model,
    model_zh: modelZh,
    vehicle_id: vehicleId,
  };
}
