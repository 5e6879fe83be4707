import type { SearchHit, SearchResult } from '@/contracts/search';
import { normaliseSearchText } from '@/lib/search-text';
import { categories } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { resolveCategoryIds } from '../catalog/resolve-category-ids';
import { fromCatalogue } from '../catalog/catalogue-cache';
import { toTsquery, type AnalysedQuery } from './analyze-query';
import { brandLabel } from './brand-names';
import { categoriesNamedBy } from './category-intent';
import { decodeCursor, encodeCursor } from './cursor';
import { highlightNumber, highlightText } from './highlight';
import { analyseTaughtQuery } from './teaching/analyse-taught-query';
import { recordSearch, searchLogKey, searchLogToken } from './teaching/search-log';
import { loadCards } from './load-cards';
import { hasStaleSearchTerms, refreshSearchTerms } from './refresh-search-terms';
import type { SearchInput } from './search-engine';
import { matchProducts, SORT_KEY_COUNT, type MatchResult } from './search-sql';
import { correctedKeyword, correctTypos, type Correction } from './typo-corrections';

/**
 * Products written without terms (factories, edits, imports) get them before anyone searches. Every
 * write to products bumps the catalogue version (and the trigger marks a changed product stale in the
 * same write), so "all terms current" holds for a version: a search asks the database only after a change.
 */
export async function catchUpSearchTerms(db: Db): Promise<void> {
  await fromCatalogue(db, 'search:terms-current', async () => {
    if (await hasStaleSearchTerms(db)) await refreshSearchTerms(db);
    return true;
  });
}

/** The category filter's ids; an unknown cid is a 404 as in listings. */
async function categoryFilter(db: Db, cid: string | undefined): Promise<number[] | undefined> {
  if (!cid || cid === '0') return undefined;
  const ids = await resolveCategoryIds(db, cid);
  if (!ids) throw new DomainError('notFound', 'categoryNotFound', { cid });
  return ids;
}

function highlights(card: { title: string; partNumber: string }, analysed: AnalysedQuery): SearchHit['highlight'] {
  const needles = analysed.clauses.flatMap((c) => c.needles);
  const digitStems = [...analysed.stems].filter((s) => /\d/.test(s));
  let partNumber = highlightNumber(card.partNumber, analysed.numberKey);
  if (!analysed.numberKey) {
    for (const stem of digitStems) if (partNumber.length === 0 && stem.length >= 3) partNumber = highlightNumber(card.partNumber, stem.toUpperCase());
  }
  return { title: highlightText(card.title, needles, analysed.stems), part_number: partNumber };
}

/**
 * THE keyword search (every door calls this one function; the caller has checked the buyer). A part
 * number query first asks the number lookup alone (exact, prefix, partial); words, or a number that
 * matched nothing, go to the full-text index with synonyms and typo corrections.
 */
export async function searchProducts(db: Db, input: SearchInput): Promise<SearchResult> {
  await catchUpSearchTerms(db);
  const analysed = await analyseTaughtQuery(db, input.keyword);
  const categoryIds = await categoryFilter(db, input.cid);
  const cursor = decodeCursor(input.cursor, SORT_KEY_COUNT[input.sort]);
  const base = {
    numberKey: analysed.numberKey,
    categoryIds,
    brands: input.brands,
    vehicleId: input.vehicleId,
    sort: input.sort,
    site: input.site,
    lang: input.lang,
    pageSize: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
    cursor,
  };

  let match: MatchResult | undefined;
  let corrections: Correction[] = [];
  if (analysed.numberKey) {
    match = await matchProducts(db, { ...base, tsquery: null });
    if (match.total === 0 && match.facets.length === 0) match = undefined;
  }
  if (!match) {
    corrections = await correctTypos(db, analysed.clauses, analysed.stems);
    const namedCategoryIds = await categoriesNamedBy(db, analysed);
    match = await matchProducts(db, { ...base, tsquery: toTsquery(analysed.clauses), namedCategoryIds });
  }

  // A new search, not the next page or a facet of one, counts once in the search log.
  const logKey = input.log ? searchLogKey({ site: input.site, lang: input.lang, query: normaliseSearchText(input.keyword) }) : null;
  const logged = logKey && input.page === 1 && !input.cursor && !input.brands?.length ? recordSearch(db, logKey, match.total > 0) : null;
  const cards = await loadCards(db, match.rows.map((r) => r.id), input);
  const last = match.rows[match.rows.length - 1];
  await logged;
  return {
    // The caller adds the buyer's trade data at their tier (catalog/attach-trade.ts).
    list: cards.map((card) => ({ ...card, trade: null, highlight: highlights(card, analysed) })),
    total: match.total,
    total_capped: match.capped,
    page: input.page,
    pageSize: input.pageSize,
    next_cursor: match.hasMore && last ? encodeCursor(last.sortKeys) : null,
    facets: await facetLabels(db, match, input.lang),
    facets_capped: match.facetsCapped,
    // Offered only when the correction found something: the words as typed find nothing on their own.
    did_you_mean: match.total > 0 ? correctedKeyword(analysed.text, corrections) : null,
    exact_match: match.exact,
    log_token: logKey ? searchLogToken(logKey) : null,
  };
}

type CategoryLabel = { cid: string; title: string; titleEn: string };

/**
 * Every category's cid and titles by id (a few hundred rows), read once per catalogue version like the
 * category words search names categories by: the facets of a search cost no query of their own.
 */
function categoryLabels(db: Db): Promise<Map<number, CategoryLabel>> {
  return fromCatalogue(db, 'search:category-labels', async () => {
    const rows = await db.select({ id: categories.id, cid: categories.cid, title: categories.title, titleEn: categories.titleEn }).from(categories);
    return new Map(rows.map((r) => [r.id, { cid: r.cid, title: r.title, titleEn: r.titleEn }]));
  });
}

async function facetLabels(db: Db, match: MatchResult, lang: SearchInput['lang']): Promise<SearchResult['facets']> {
  const brands = match.facets
    .filter((f) => f.kind === 'brand')
    .map((f) => ({ value: f.value, label: brandLabel(f.value, lang), count: f.count }));
  const categoryCounts = match.facets.filter((f) => f.kind === 'category');
  const byId = categoryCounts.length ? await categoryLabels(db) : new Map<number, CategoryLabel>();
  const cats = categoryCounts.flatMap((f) => {
    const row = byId.get(Number(f.value));
    return row ? [{ cid: row.cid, title: lang === 'zh' ? row.title : row.titleEn, count: f.count }] : [];
  });
  return { brands, categories: cats };
}
