import { apiRequest, messageFor } from '@/client/api-request';
import { searchApiQuery, type SearchRequest } from './search-query';
import type { SearchResult, SuggestResult, VinDecode } from './search-types';

/*
 * The search calls. Loaded on demand (the header's search box imports this module once someone
 * signed in types), so api-request and the toaster stay off visitors' pages.
 */

export function searchProducts(request: SearchRequest, signal?: AbortSignal): Promise<SearchResult> {
  return apiRequest<SearchResult>('GET', '/api/search', { query: searchApiQuery(request), signal });
}

/** Suggestions fail quietly: the box simply shows none (a toast per keystroke would be noise). */
export function fetchSuggestions(q: string, signal?: AbortSignal): Promise<SuggestResult> {
  return apiRequest<SuggestResult>('GET', '/api/search/suggest', { query: { q }, signal, quiet: true });
}

/**
 * A VIN's vehicle, or the reason it was refused (bad check digit, unknown maker, network) in the
 * reader's language: the box shows it under the input rather than as a passing toast.
 */
export async function lookupVin(
  vin: string,
  signal?: AbortSignal,
): Promise<{ ok: true; vehicle: VinDecode } | { ok: false; message: string }> {
  try {
    const path = `/api/vehicles/vin/${encodeURIComponent(vin)}`;
    return { ok: true, vehicle: await apiRequest<VinDecode>('GET', path, { quiet: true, signal }) };
  } catch (err) {
    return { ok: false, message: messageFor(err) };
  }
}
