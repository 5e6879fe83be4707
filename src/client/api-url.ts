import { preferencesStore } from './user-preferences-store';

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type ApiQuery = Record<string, QueryValue>;

/** `path` with the query and the spec's site/lang parameters (every call: API, file transfers, the XSRF priming). */
export function buildUrl(path: string, query: ApiQuery | undefined): string {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  // Spec: every request carries the region and language.
  const { region, language } = preferencesStore.getState();
  if (!url.searchParams.has('site')) url.searchParams.set('site', region);
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', language);
  return url.pathname + url.search;
}
