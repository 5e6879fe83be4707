import type { ProductSort } from '@/contracts/catalog-constants';
import type { Suggestion } from '@/contracts/search';

/*
 * Types only (`import type`): the contracts are zod schemas, and zod must not reach the browser
 * bundle for a type.
 */
export type { SearchHit as SearchCard, SearchResult, Suggestion, SuggestResult } from '@/contracts/search';
export type SuggestionKind = Suggestion['kind'];

export type SearchSort = ProductSort;

/**
 * `GET /api/vehicles/vin/{vin}` as the vehicles branch answers it (src/contracts/vehicles.ts there;
 * this type gives way to theirs at the merge).
 */
export type VinDecode = {
  vin: string;
  region: 'north-america' | 'china' | 'other';
  check_digit: 'valid' | 'not-applicable';
  year: number | null;
  make: string;
  make_zh: string;
  model: string | null;
  model_zh: string | null;
  vehicle_id: number | null;
};
