import type { NewVehicleRow } from '../db/schema';
import vpic from './data/vpic-vehicles.json';
import { HAND_MAKES, MAKE_ZH, MODEL_ZH } from './data/china-market';

export type CatalogueVehicle = Required<Omit<NewVehicleRow, 'engine'>> & { engine: string | null };

/** "2000-2002,2005" → [2000, 2001, 2002, 2005]. */
export function expandYears(ranges: string): number[] {
  const years: number[] = [];
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.split('-').map(Number);
    for (let y = from!; y <= to!; y++) years.push(y);
  }
  return years;
}

export const vehicleKey = (make: string, model: string, year: number) => `${make}|${model}|${year}`;

/** Code-unit order: the same on every machine, whatever its ICU collation. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

let memo: readonly CatalogueVehicle[] | undefined;

/**
 * Every vehicle the store knows: vPIC's make/model/years merged with the hand-made China-market
 * lineups (which add models, years and engines), sorted by make, model, year and numbered from 1.
 * Pure and deterministic: the same data files always give the same ids.
 */
export function vehicleCatalogue(): readonly CatalogueVehicle[] {
  if (memo) return memo;
  const rows = new Map<string, Omit<CatalogueVehicle, 'id'>>();
  const makes = vpic.makes as Record<string, Record<string, string>>;
  for (const [make, models] of Object.entries(makes)) {
    for (const [model, ranges] of Object.entries(models)) {
      for (const year of expandYears(ranges)) {
        rows.set(vehicleKey(make, model, year), {
          make,
          makeZh: MAKE_ZH[make] ?? make,
          model,
          modelZh: MODEL_ZH[make]?.[model] ?? model,
          year,
          engine: null,
        });
      }
    }
  }
  for (const hand of HAND_MAKES) {
    for (const lineup of hand.models) {
      for (let year = lineup.from; year <= lineup.to; year++) {
        rows.set(vehicleKey(hand.make, lineup.model, year), {
          make: hand.make,
          makeZh: hand.makeZh,
          model: lineup.model,
          modelZh: lineup.modelZh,
          year,
          engine: lineup.engines.join(', ') || null,
        });
      }
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) => byText(a.make, b.make) || byText(a.model, b.model) || a.year - b.year,
  );
  memo = sorted.map((row, index) => ({ id: index + 1, ...row }));
  return memo;
}

let idMemo: Map<string, number> | undefined;

/** make|model|year → vehicle id, for linking fitment rows without a database round trip. */
export function vehicleIdIndex(): ReadonlyMap<string, number> {
  idMemo ??= new Map(vehicleCatalogue().map((v) => [vehicleKey(v.make, v.model, v.year), v.id]));
  return idMemo;
}
