import { setVehicle } from '@/client/user-preferences-store';
import type { VinDecode } from './search-types';

/** A VIN's answer that named a vehicle of our table (then the year and model are known too). */
export type MatchedVin = VinDecode & { vehicle_id: number; year: number; model: string; model_zh: string };

export function isMatchedVin(decoded: VinDecode): decoded is MatchedVin {
  return (
    decoded.vehicle_id !== null &&
    decoded.year !== null &&
    decoded.model !== null &&
    decoded.model_zh !== null
  );
}

/**
 * Saves a VIN's vehicle as "my vehicle" in the `user-preferences` store, where the vehicles feature's
 * picker keeps its choice (so the picker, listings and product pages show it at once).
 */
export function saveMyVehicle(decoded: MatchedVin): void {
  setVehicle({
    id: decoded.vehicle_id,
    year: decoded.year,
    make: decoded.make,
    makeZh: decoded.make_zh,
    model: decoded.model,
    modelZh: decoded.model_zh,
  });
}

/** "2012 Honda Civic" / "2012 本田 思域" in the reader's language, leaving out what the VIN did not say. */
export function vehicleName(decoded: VinDecode, locale: string): string {
  const zh = locale === 'zh';
  const make = zh ? decoded.make_zh || decoded.make : decoded.make;
  const model = zh ? (decoded.model_zh ?? decoded.model) : decoded.model;
  return [decoded.year, make, model].filter((part) => part !== null && part !== '').join(' ') || decoded.vin;
}
