import { REQUEST_TIMEOUT_MS, timeoutSignal } from '@/client/request-timeout';
import { preferencesStore } from '@/client/user-preferences-store';

/** One node of GET /proxy/amap/ (AMap's district shape, plus an English name). */
export type RegionOption = {
  adcode: string;
  name: string;
  nameEn: string;
  level: string;
  districts: RegionOption[];
};

let pending: Promise<RegionOption[]> | undefined;

/**
 * The region tree for the register form, fetched once per page load (the server caches it for a
 * day). Not our envelope: AMap's `{status:'1', districts}`; a failure clears the cache so a retry works.
 */
export function loadRegions(): Promise<RegionOption[]> {
  pending ??= (async () => {
    const { region, language } = preferencesStore.getState();
    const response = await fetch(`/proxy/amap/?site=${region}&lang=${language}`, {
      signal: timeoutSignal(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json()) as { status?: string; districts?: RegionOption[] };
    if (!response.ok || body.status !== '1' || !Array.isArray(body.districts))
      throw new Error(`regions: HTTP ${response.status}`);
    return body.districts;
  })().catch((err: unknown) => {
    pending = undefined;
    throw err;
  });
  return pending;
}
