import { z } from 'zod';
import { cidSchema, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, PRODUCT_SORTS, productCardSchema } from './catalog';
import { tradeItemSchema } from './entitlements';
import { lineText } from './safe-text';

/*
 * Keyword search and suggestions (docs/decisions/0030-search-on-postgresql.md). Signed-in
 * buyers only. Highlights are [start, end) character ranges (UTF-16 code units, as JavaScript's
 * String.prototype.slice counts them) into the strings the answer returns: never HTML.
 */

export const SEARCH_LIMITS = {
  keywordMax: 100,
  suggestMax: 60,
  maxBrands: 20,
  /**
   * Matches read per query (ADR 0057): counted exactly up to this many; beyond it `total` is this cap
   * and `total_capped` true. A filter applies while matches are read, so a filtered search has its own.
   */
  countCap: 2_000,
  suggestItems: 10,
} as const;

/** A highlight range: [start, end) into the string it belongs to. */
export const rangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
export type HighlightRange = z.infer<typeof rangeSchema>;

/** `brand=Bosch&brand=NGK` or `brand=Bosch,NGK`: both arrive as a list. */
const brandListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(lineText({ min: 1, max: 80 })).max(SEARCH_LIMITS.maxBrands));

export const searchQuerySchema = z.object({
  keyword: lineText({ min: 1, max: SEARCH_LIMITS.keywordMax }),
  cid: cidSchema.optional(),
  brand: brandListSchema.optional(),
  /** A vehicle id (the vehicles table): only parts that fit it. */
  vehicle: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  sort: z.enum(PRODUCT_SORTS).default('relevance'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Opaque keyset cursor from `next_cursor`; when given, `page` only labels the answer. */
  cursor: z.string().max(400).regex(/^[A-Za-z0-9_-]+$/).optional(),
});

/** A hit: the public card, the signed-in caller's trade data at their tier, and the highlights. */
export const searchHitSchema = productCardSchema.extend({
  trade: tradeItemSchema.nullable(),
  highlight: z.object({
    /** Ranges into `title` (the reader's language). */
    title: z.array(rangeSchema),
    /** Ranges into `partNumber`. */
    part_number: z.array(rangeSchema),
  }),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const brandFacetSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const categoryFacetSchema = z.object({ cid: z.string(), title: z.string(), count: z.number().int() });

export const searchResultSchema = z.object({
  list: z.array(searchHitSchema),
  /** Exact up to SEARCH_LIMITS.countCap, else the cap (see total_capped). */
  total: z.number().int(),
  total_capped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  next_cursor: z.string().nullable(),
  facets: z.object({ brands: z.array(brandFacetSchema), categories: z.array(categoryFacetSchema) }),
  /**
   * True when a facet's counts are over the first SEARCH_LIMITS.countCap matches only (a broad keyword):
   * the order of the facets still says which brands and categories are common, the counts are a sample.
   */
  facets_capped: z.boolean(),
  /** A corrected keyword when nothing matched and a close spelling does. */
  did_you_mean: z.string().nullable(),
  /** True when a product's SKU, part number, OE or cross-reference number equals the keyword (normalised). */
  exact_match: z.boolean(),
  /**
   * The storefront's results page only (null elsewhere): names this search's row of the search log
   * (day, site, language, query; never the buyer). Sent to POST /api/search/opened when a result is opened.
   */
  log_token: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestQuerySchema = z.object({ q: lineText({ min: 1, max: SEARCH_LIMITS.suggestMax }) });

export const SUGGESTION_KINDS = ['category', 'brand', 'part', 'product'] as const;
export const suggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** What to show (reader's language). */
  label: z.string(),
  /** What to search for / where to go: a keyword, a cid, a brand or a SKU. */
  value: z.string(),
  cid: z.string().optional(),
  sku: z.string().optional(),
  /** Ranges into `label`. */
  highlight: z.array(rangeSchema),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestResultSchema = z.object({
  items: z.array(suggestionSchema),
  /**
   * The text with a misspelt word corrected, when the text as typed suggests no product and the
   * corrected one does (the products in `items` are then the corrected text's); else null.
   */
  did_you_mean: z.string().nullable(),
});
export type SuggestResult = z.infer<typeof suggestResultSchema>;
