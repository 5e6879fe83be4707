import { sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@/contracts/catalog';
import { SEARCH_LIMITS } from '@/contracts/search';
import type { Lang, Site } from '@/contracts/site';
import type { Db } from '../db/types';
import { inCategories } from '../catalog/resolve-category-ids';
import type { CursorValues } from './cursor';
import { vehicleCondition } from './vehicle-filter';

/** Length of the grams part_number_lookup's partial-number index holds (number_grams, migration 0017). */
const GRAM = 4;
/** Partial (infix) number matches are only tried for keys of one gram or more: shorter ones match too much. */
const MIN_INFIX_KEY = GRAM;
/** Prefix and infix number matches kept per query before ranking. */
const NUMBER_ARM_LIMIT = 500;

export type MatchInput = {
  tsquery: string | null;
  numberKey: string | null;
  /** Category ids (a top cid with its children), or undefined for all. */
  categoryIds?: readonly number[];
  brands?: readonly string[];
  vehicleId?: number;
  sort: ProductSort;
  site: Site;
  lang: Lang;
  pageSize: number;
  offset: number;
  cursor: CursorValues | null;
  /** Candidates read per set (SEARCH_LIMITS.countCap unless a test sets it low). */
  cap?: number;
  /** Categories the keyword names (category-intent.ts): their word matches rank and are read first. */
  namedCategoryIds?: readonly number[];
};

export type MatchRow = { id: number; tier: number; sortKeys: CursorValues };
export type FacetRow = { kind: 'brand' | 'category'; value: string; count: number };
export type MatchResult = {
  rows: MatchRow[];
  hasMore: boolean;
  total: number;
  capped: boolean;
  /** A facet set reached the cap: its counts are over the first matches only. */
  facetsCapped: boolean;
  exact: boolean;
  facets: FacetRow[];
};

const PRICE = { us: 'price_usd', de: 'price_eur', au: 'price_aud', uk: 'price_gbp' } as const;

function likeEscape(key: string): string {
  return key.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The fewest of a key's 4-character grams that cover every character (from the start in steps of 4,
 * and the last): every key containing the typed one holds them all, and each is rare enough that the
 * GIN index intersects short lists. LIKE then decides, so the grams only narrow.
 */
export function coveringGrams(key: string): string[] {
  const grams = new Set<string>();
  for (let at = 0; at + GRAM <= key.length; at += GRAM) grams.add(key.slice(at, at + GRAM));
  if (key.length >= GRAM) grams.add(key.slice(-GRAM));
  return [...grams];
}

/**
 * Number hits with their tier: match × 4 + source, match 0 exact, 1 prefix, 2 partial; source 0 SKU,
 * 1 maker's number, 2 OE, 3 cross-reference (so an exact own number outranks an exact interchange one).
 * Word matches follow: 12 in a category the keyword names, 13 elsewhere (12 for all when none is named).
 */
function numberHits(key: string | null): SQL {
  if (!key) return sql`SELECT NULL::int AS product_id, NULL::int AS tier WHERE false`;
  const escaped = likeEscape(key);
  const infix =
    key.length >= MIN_INFIX_KEY
      ? sql`UNION ALL (SELECT product_id, 8 + source FROM part_number_lookup
          WHERE number_grams(key) @> ARRAY[${sql.join(coveringGrams(key).map((gram) => sql`${gram}`), sql`, `)}]::text[]
            AND key LIKE ${`%${escaped}%`} AND key NOT LIKE ${`${escaped}%`} LIMIT ${NUMBER_ARM_LIMIT})`
      : sql``;
  return sql`SELECT product_id, min(tier) AS tier FROM (
      SELECT product_id, source AS tier FROM part_number_lookup WHERE key = ${key}
      UNION ALL (SELECT product_id, 4 + source FROM part_number_lookup WHERE key LIKE ${`${escaped}%`} AND key <> ${key} LIMIT ${NUMBER_ARM_LIMIT})
      ${infix}
    ) n GROUP BY product_id`;
}

/**
 * Ascending sort keys per order (descending values negated), so one row comparison pages them all:
 * relevance = number tier, text rank, popularity, id.
 */
function sortKeys(sort: ProductSort, site: Site): SQL[] {
  const price = sql.raw(`m.${PRICE[site]}`);
  switch (sort) {
    case 'newest':
      return [sql`-extract(epoch FROM m.created_at)::float8`, sql`-m.id`];
    case 'price_asc':
      return [sql`${price}::float8`, sql`m.id::float8`];
    case 'price_desc':
      return [sql`-${price}::float8`, sql`-m.id::float8`];
    default:
      return [sql`m.tier::float8`, sql`-m.rank::float8`, sql`-m.popularity::float8`, sql`m.id::float8`];
  }
}

export const SORT_KEY_COUNT: Record<ProductSort, number> = { relevance: 4, newest: 2, price_asc: 2, price_desc: 2 };

/**
 * The reader's language weighs most: ts_rank weights are {D, C, B, A}; A holds Chinese title terms,
 * B English title terms, C brand, category and numbers.
 */
function rankWeights(lang: Lang): string {
  return lang === 'zh' ? '{0.05, 0.3, 0.6, 1.0}' : '{0.05, 0.3, 1.0, 0.6}';
}

/** Filters a candidate set applies; each is `true` when the set ignores it. */
type CandidateFilters = { category: SQL; brand: SQL };

/**
 * The first `cap + 1` products the keyword finds that pass `filters`: number hits (primary-key probes,
 * LATERAL) then text hits straight from the GIN index on search_vector. The filters are applied while
 * the candidates are read, so a filtered search counts and pages the filter's own matches, however many
 * unfiltered ones come before them.
 */
function candidatesSql(input: MatchInput, filters: CandidateFilters, limit: number): SQL {
  const q = input.tsquery;
  const vehicle = input.vehicleId ? vehicleCondition(input.vehicleId, sql`p.id`) : sql`true`;
  const columns = sql.raw(`p.id, p.category_id, p.brand, p.popularity, p.created_at, p.${PRICE[input.site]}`);
  const where = sql`p.status = 'active' AND ${filters.category} AND ${filters.brand} AND ${vehicle}`;
  // Only the relevance order reads the rank: the other sorts skip ts_rank over every candidate.
  const ranked = input.sort === 'relevance' && q !== null;
  const numberRank = ranked
    ? sql`CASE WHEN p.search_vector @@ ${q}::tsquery THEN ts_rank(${rankWeights(input.lang)}::float4[], p.search_vector, ${q}::tsquery) ELSE 0 END`
    : sql`0::float4`;
  // Text hits match by construction: no second @@ per row.
  const textRank = ranked ? sql`ts_rank(${rankWeights(input.lang)}::float4[], p.search_vector, ${q}::tsquery)` : sql`0::float4`;
  // A product both arms find keeps its number hit (lower tier) with its text rank; the text arm leaves
  // it out, so the set needs no grouping over its candidates.
  const wordHits = (tier: number, inNamed: SQL) =>
    sql`(SELECT ${columns}, ${sql.raw(String(tier))} AS tier, ${textRank} AS rank FROM products p
         WHERE p.search_vector @@ ${q}::tsquery AND ${where} AND ${inNamed}
           AND NOT EXISTS (SELECT 1 FROM num WHERE num.product_id = p.id) LIMIT ${limit})`;
  const named = input.namedCategoryIds?.length
    ? sql`p.category_id IN (${sql.join(input.namedCategoryIds.map((id) => sql`${id}`), sql`, `)})`
    : null;
  // Word matches in the categories the keyword names come first (tier 12), then the others (13): read
  // in that order, a broad category word's cap holds that category's products, not the table's first.
  const textHits = !q
    ? sql`(SELECT ${columns}, 12 AS tier, 0::float4 AS rank FROM products p WHERE false)`
    : named
      ? sql`${wordHits(12, named)} UNION ALL ${wordHits(13, sql`NOT (${named})`)}`
      : wordHits(12, sql`true`);
  return sql`(SELECT h.* FROM num CROSS JOIN LATERAL (
        SELECT ${columns}, num.tier AS tier, ${numberRank} AS rank FROM products p
        WHERE p.id = num.product_id AND ${where} OFFSET 0
      ) h LIMIT ${limit})
      UNION ALL
      ${textHits}
      LIMIT ${limit}`;
}

/**
 * One statement: the candidates (capped, every filter applied), their page after the cursor, their
 * count and both facets. A facet ignores its own filter (the brand facet lists other brands too), so a
 * search filtered by brand reads a second candidate set without the brand filter for the brand facet,
 * and one filtered by category a third for the category facet; an unfiltered search reads one set for
 * all. Every set reaches products through an index: the text arm by its bitmap, the number arm one
 * primary-key probe per hit.
 */
export function matchSql(input: MatchInput): SQL {
  const cap = input.cap ?? SEARCH_LIMITS.countCap;
  // The listing's category filter, on the candidates' alias of products.
  const inCategory = input.categoryIds
    ? inCategories(input.categoryIds, { categoryId: sql`p.category_id`, topCategoryId: sql`p.top_category_id` })
    : sql`true`;
  const inBrand = input.brands?.length ? sql`p.brand IN (${sql.join(input.brands.map((b) => sql`${b}`), sql`, `)})` : sql`true`;
  const keys = sortKeys(input.sort, input.site);
  const keyList = sql.join(keys, sql`, `);
  const namedKeys = sql.join(keys.map((k, i) => sql`${k} AS ${sql.raw(`k${i}`)}`), sql`, `);
  const after = input.cursor
    ? sql`WHERE (${keyList}) > (${sql.join(input.cursor.map((v) => sql`${String(v)}::float8`), sql`, `)})`
    : sql``;
  const brandFacetOwnSet = Boolean(input.brands?.length);
  const categoryFacetOwnSet = Boolean(input.categoryIds);
  const facetSets = [
    brandFacetOwnSet ? sql`, brand_base AS MATERIALIZED (${candidatesSql(input, { category: inCategory, brand: sql`true` }, cap + 1)})` : sql``,
    categoryFacetOwnSet ? sql`, category_base AS MATERIALIZED (${candidatesSql(input, { category: sql`true`, brand: inBrand }, cap + 1)})` : sql``,
  ];
  const brandBase = sql.raw(brandFacetOwnSet ? 'brand_base' : 'matched');
  const categoryBase = sql.raw(categoryFacetOwnSet ? 'category_base' : 'matched');

  return sql`
    WITH num AS MATERIALIZED (${numberHits(input.numberKey)}),
    matched AS MATERIALIZED (${candidatesSql(input, { category: inCategory, brand: inBrand }, cap + 1)})
    ${sql.join(facetSets, sql``)},
    page AS (
      SELECT m.id, m.tier, ${namedKeys} FROM matched m
      ${after}
      ORDER BY ${keyList}
      ${input.cursor ? sql`` : sql`OFFSET ${input.offset}`}
      LIMIT ${input.pageSize + 1}
    )
    SELECT 'row' AS kind, json_build_array(${sql.raw(['page.id', 'page.tier', ...keys.map((_, i) => `page.k${i}`)].join(', '))})::text AS value, 0 AS count FROM page
    UNION ALL SELECT 'total', '', count(*) FROM matched
    ${brandFacetOwnSet ? sql`UNION ALL SELECT 'brand_set', '', count(*) FROM brand_base` : sql``}
    ${categoryFacetOwnSet ? sql`UNION ALL SELECT 'category_set', '', count(*) FROM category_base` : sql``}
    UNION ALL SELECT 'exact', '', count(*) FROM num WHERE tier < 4
    UNION ALL (SELECT 'brand', m.brand, count(*) FROM ${brandBase} m GROUP BY m.brand ORDER BY count(*) DESC, m.brand LIMIT 30)
    UNION ALL (SELECT 'category', m.category_id::text, count(*) FROM ${categoryBase} m GROUP BY m.category_id ORDER BY count(*) DESC LIMIT 30)
  `;
}

export async function matchProducts(db: Db, input: MatchInput): Promise<MatchResult> {
  const cap = input.cap ?? SEARCH_LIMITS.countCap;
  const result = await db.execute(matchSql(input));
  const rows: MatchRow[] = [];
  const facets: FacetRow[] = [];
  let total = 0;
  // A facet's own candidate set, when it has one (else the facet counts `matched`, whose size is total).
  let brandSet: number | undefined;
  let categorySet: number | undefined;
  let exact = false;
  for (const r of (result as unknown as { rows: { kind: string; value: string; count: string | number }[] }).rows) {
    if (r.kind === 'row') {
      const [id, tier, ...sortValues] = JSON.parse(r.value) as number[];
      rows.push({ id: Number(id), tier: Number(tier), sortKeys: sortValues });
    } else if (r.kind === 'total') total = Number(r.count);
    else if (r.kind === 'brand_set') brandSet = Number(r.count);
    else if (r.kind === 'category_set') categorySet = Number(r.count);
    else if (r.kind === 'exact') exact = Number(r.count) > 0;
    else facets.push({ kind: r.kind as 'brand' | 'category', value: r.value, count: Number(r.count) });
  }
  // Rows come back in page order within the UNION ALL's first arm; keep it explicit.
  rows.sort((a, b) => compareKeys(a.sortKeys, b.sortKeys));
  const hasMore = rows.length > input.pageSize;
  return {
    rows: rows.slice(0, input.pageSize),
    hasMore,
    total: Math.min(total, cap),
    capped: total > cap,
    facetsCapped: Math.max(brandSet ?? total, categorySet ?? total) > cap,
    exact,
    facets,
  };
}

function compareKeys(a: CursorValues, b: CursorValues): number {
  for (let i = 0; i < a.length; i++) {
    const d = Number(a[i]) - Number(b[i]);
    if (d !== 0) return d;
  }
  return 0;
}
