import { and, inArray } from 'drizzle-orm';
import { vehicles } from '../db/schema';
import type { Db } from '../db/types';

export type ChineseVehicleName = { makeZh: string; modelZh: string };
export type ChineseVehicleNames = ReadonlyMap<string, ChineseVehicleName>;

/** The key a fitment range and a vehicle row share: fitments link to vehicles by make and model as written. */
export const vehicleNameKey = (make: string, model: string) => `${make}\u0000${model}`;

/**
 * The Chinese make and model names the vehicle reference table knows for the given (make, model)
 * pairs, e.g. Nissan Sylphy → 日产 轩逸. Fitment ranges store the English model only, so their
 * Chinese names come from the same table the vehicle picker reads; a pair the table does not know
 * keeps its English name.
 */
export async function chineseVehicleNames(
  db: Db,
  pairs: readonly { make: string; model: string }[],
): Promise<ChineseVehicleNames> {
  const names = new Map<string, ChineseVehicleName>();
  if (pairs.length === 0) return names;
  const wanted = new Set(pairs.map((p) => vehicleNameKey(p.make, p.model)));
  const rows = await db
    .selectDistinct({ make: vehicles.make, makeZh: vehicles.makeZh, model: vehicles.model, modelZh: vehicles.modelZh })
    .from(vehicles)
    .where(
      and(
        inArray(vehicles.make, [...new Set(pairs.map((p) => p.make))]),
        inArray(vehicles.model, [...new Set(pairs.map((p) => p.model))]),
      ),
    );
  for (const row of rows) {
    const key = vehicleNameKey(row.make, row.model);
    if (!wanted.has(key)) continue;
    // A model can be known in Chinese for some years only (X-Trail: 奇骏 where China-market data has it):
    // the Chinese name wins over a year that knows the English one alone.
    const known = names.get(key);
    if (known && known.modelZh !== row.model) continue;
    names.set(key, { makeZh: row.makeZh, modelZh: row.modelZh });
  }
  return names;
}
