import { DEFAULT_PAGE_SIZE } from '@/contracts/catalog-constants';
import type { SearchSort } from './search-types';

/** A keyword search as the URL of /products holds it (and as the page passes it to the results). */
export type SearchRequest = {
  keyword: string;
  cid?: string;
  /** Brand facet values, ticked; sent as one comma list. */
  brands: string[];
  /** "My vehicle": only parts that fit it. */
  vehicle?: number;
  sort: SearchSort;
  page: number;
  /** The spec's searchId, kept so the address stays the one the search box made. */
  searchId?: string;
};

export const SEARCH_PAGE_SIZE = DEFAULT_PAGE_SIZE;
const MAX_BRANDS = 20;
const MAX_BRAND_LENGTH = 80;

/** `brand=Bosch,Denso` or `brand=Bosch&brand=Denso` → ["Bosch", "Denso"] (trimmed, de-duplicated, capped). */
export function parseBrandList(raw: string | string[] | undefined): string[] {
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((v) => v.split(','));
  const brands = values.map((v) => v.trim().slice(0, MAX_BRAND_LENGTH)).filter(Boolean);
  return [...new Set(brands)].slice(0, MAX_BRANDS);
}

/** `vehicle=123` → 123; anything else → undefined. */
export function parseVehicleId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

/**
 * The address query of a search, as links, the sort select and the facets write it: empty and
 * default values are left out (sort "relevance", page 1), so one search has one address.
 */
export function searchUrlQuery(
  request: SearchRequest,
  change: Partial<SearchRequest> = {},
): Record<string, string> {
  const r = { ...request, ...change };
  const query: Record<string, string> = { keyword: r.keyword };
  if (r.cid) query.cid = r.cid;
  if (r.brands.length > 0) query.brand = r.brands.join(',');
  if (r.vehicle !== undefined) query.vehicle = String(r.vehicle);
  if (r.searchId) query.searchId = r.searchId;
  if (r.sort !== 'relevance') query.sort = r.sort;
  if (r.page > 1) query.page = String(r.page);
  return query;
}

/** What /api/search is asked for a request. */
export function searchApiQuery(request: SearchRequest): Record<string, string | number | undefined> {
  return {
    keyword: request.keyword,
    cid: request.cid,
    brand: request.brands.length > 0 ? request.brands.join(',') : undefined,
    vehicle: request.vehicle,
    sort: request.sort,
    page: request.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}
