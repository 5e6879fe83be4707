import type { ProductList, ProductSort } from '@/contracts/catalog';
import type { SearchResult, SuggestResult } from '@/contracts/search';
import type { Lang, Site } from '@/contracts/site';

export type SearchInput = {
  keyword: string;
  cid?: string;
  brands?: readonly string[];
  vehicleId?: number;
  sort: ProductSort;
  page: number;
  pageSize: number;
  cursor?: string;
  site: Site;
  lang: Lang;
  /**
   * The storefront's results page asks: the search is counted in the search log (first pages only)
   * and the answer carries the token its product links report back (ADR 0070).
   */
  log?: boolean;
};

export type SuggestInput = {
  q: string;
  site: Site;
  lang: Lang;
  /** OE numbers are member data (docs/decisions/0067): suggested only to a plan that grants it. */
  memberData: boolean;
};

export type ListingInput = Omit<SearchInput, 'keyword' | 'brands'>;

/**
 * The store's search behind one interface (ADR 0030): PostgreSQL (or PGlite) by default; a dedicated
 * engine (OpenSearch, Meilisearch) would implement the same three calls and be fed by the outbox (ADR 0033).
 * Callers: the API routes and the storefront pages, never SQL of their own.
 */
export interface SearchEngine {
  /** Keyword search: ranked, faceted, highlighted (signed-in buyers only: the caller checks). */
  search(input: SearchInput): Promise<SearchResult>;
  /** As-you-type suggestions: categories, brands, part numbers, products. */
  suggest(input: SuggestInput): Promise<SuggestResult>;
  /** Category (or whole-catalogue) listing without a keyword: public and cacheable. */
  list(input: ListingInput): Promise<ProductList>;
}
