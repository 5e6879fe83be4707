import type { ProductFit, VehicleMake, VehicleModel } from '@/contracts/vehicles';
import { REQUEST_TIMEOUT_MS, timeoutSignal } from '@/client/request-timeout';
import { preferencesStore } from '@/client/user-preferences-store';

/*
 * The vehicle picker's and fitment note's calls: public, cacheable GETs, so plain fetch (no session,
 * no XSRF, no toasts) keeps them off the shared API client and its toaster; the same 30 s limit.
 */

type Envelope<T> = { status: number; msg: string; data: T | null };

export class VehicleCallError extends Error {}

async function get<T>(path: string, query: Record<string, string | number> = {}, signal?: AbortSignal): Promise<T> {
  const url = new URL(path, window.location.origin);
  const { region, language } = preferencesStore.getState();
  for (const [key, value] of Object.entries({ ...query, site: region, lang: language })) {
    url.searchParams.set(key, String(value));
  }
  const res = await fetch(url.pathname + url.search, { signal: timeoutSignal(REQUEST_TIMEOUT_MS, signal), credentials: 'same-origin' });
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok || !body || body.status !== 200 || body.data === null) throw new VehicleCallError(body?.msg ?? res.statusText);
  return body.data;
}

export const fetchVehicleYears = (signal?: AbortSignal) => get<number[]>('/api/vehicles/years', {}, signal);
export const fetchVehicleMakes = (year: number, signal?: AbortSignal) =>
  get<VehicleMake[]>('/api/vehicles/makes', { year }, signal);
export const fetchVehicleModels = (year: number, make: string, signal?: AbortSignal) =>
  get<VehicleModel[]>('/api/vehicles/models', { year, make }, signal);
export const fetchProductFit = (sku: string, vehicle: number, signal?: AbortSignal) =>
  get<ProductFit>(`/api/products/${encodeURIComponent(sku)}/fits`, { vehicle }, signal);
