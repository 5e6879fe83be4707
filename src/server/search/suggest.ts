import { sql } from 'drizzle-orm';
import { SEARCH_LIMITS, type HighlightRange, type Suggestion, type SuggestResult } from '@/contracts/search';
import type { Db } from '../db/types';
import { localizedTitle } from '../catalog/to-product-card';
import { toTsquery, type AnalysedQuery } from './analyze-query';
import { brandLabel, brandNames } from './brand-names';
import { highlightNumber, highlightText } from './highlight';
import { analyseTaughtQuery } from './teaching/analyse-taught-query';
import type { SuggestInput } from './search-engine';
import { catchUpSearchTerms } from './search-products';
import { correctedKeyword, correctTypos } from './typo-corrections';

const BRAND_TTL_MS = 5 * 60_000;
const brandCache = new WeakMap<Db, { brands: string[]; expires: number }>();

/** Distinct brands by a loose index scan of products_brand_idx (one probe per brand, not a scan). */
async function allBrands(db: Db): Promise<string[]> {
  const hit = brandCache.get(db);
  if (hit && hit.expires > Date.now()) return hit.brands;
  const result = await db.execute(sql`
    WITH RECURSIVE b(brand) AS (
      (SELECT brand FROM products ORDER BY brand LIMIT 1)
      UNION ALL
      SELECT (SELECT p.brand FROM products p WHERE p.brand > b.brand ORDER BY p.brand LIMIT 1) FROM b WHERE b.brand IS NOT NULL
    ) SELECT brand FROM b WHERE brand IS NOT NULL`);
  const brands = (result as unknown as { rows: { brand: string }[] }).rows.map((r) => r.brand);
  brandCache.set(db, { brands, expires: Date.now() + BRAND_TTL_MS });
  return brands;
}

function substringRanges(label: string, q: string): HighlightRange[] {
  const at = label.toLowerCase().indexOf(q.toLowerCase());
  return at >= 0 ? [[at, at + q.length]] : [];
}

/**
 * Suggestions as the buyer types, in the reader's language: part numbers (prefix of any number the
 * catalogue knows), categories and brands whose names contain the text, then the best products (the
 * last word typed counts as a prefix). Each part is an index probe or a scan of a small table.
 */
export async function suggestSearches(db: Db, input: SuggestInput): Promise<SuggestResult> {
  await catchUpSearchTerms(db);
  const q = input.q.normalize('NFKC').trim();
  const analysed = await analyseTaughtQuery(db, q);
  const items: Suggestion[] = [];

  if (analysed.numberKey) {
    const key = analysed.numberKey;
    const escaped = key.replace(/[\\%_]/g, (c) => `\\${c}`);
    // OE numbers (source 2) are member data: below the member tier a typed OE prefix suggests nothing of them.
    const sources = input.memberData ? sql`true` : sql`source <> 2`;
    // Exact numbers, then the first prefix matches the index yields (no sort over every match).
    const parts = await db.execute(sql`
      SELECT l.key, l.number, p.sku_code AS sku, p.brand FROM (
        (SELECT key, number, product_id FROM part_number_lookup WHERE key = ${key} AND ${sources} LIMIT 4)
        UNION ALL
        (SELECT key, number, product_id FROM part_number_lookup WHERE key LIKE ${`${escaped}%`} AND key <> ${key} AND ${sources} LIMIT 8)
      ) l JOIN LATERAL (SELECT sku_code, brand FROM products p WHERE p.id = l.product_id AND p.status = 'active' OFFSET 0) p ON true`);
    const found = (parts as unknown as { rows: { key: string; number: string; sku: string; brand: string }[] }).rows;
    found.sort((a, b) => Number(b.key === key) - Number(a.key === key) || a.key.length - b.key.length || (a.key < b.key ? -1 : 1));
    for (const row of found.slice(0, 4)) {
      const label = `${row.number} · ${brandLabel(row.brand, input.lang)}`;
      items.push({ kind: 'part', label, value: row.number, sku: row.sku, highlight: highlightNumber(row.number, analysed.numberKey) });
    }
  }

  const lower = q.toLowerCase();
  const cats = await db.execute(sql`
    SELECT cid, title, title_en AS "titleEn" FROM categories
    WHERE strpos(lower(title), ${lower}) > 0 OR strpos(lower(title_en), ${lower}) > 0
    ORDER BY length(cid), sort_order LIMIT 3`);
  for (const row of (cats as unknown as { rows: { cid: string; title: string; titleEn: string }[] }).rows) {
    const label = localizedTitle({ titleZh: row.title, titleEn: row.titleEn }, input.lang);
    items.push({ kind: 'category', label, value: row.cid, cid: row.cid, highlight: substringRanges(label, q) });
  }

  for (const brand of (await allBrands(db)).filter((b) => brandNames(b).some((n) => n.startsWith(lower))).slice(0, 2)) {
    const label = brandLabel(brand, input.lang);
    items.push({ kind: 'brand', label, value: brand, highlight: substringRanges(label, q) });
  }

  // The last word may be unfinished: "bos" also means bosch (its typed letters, not its stem).
  const last = analysed.clauses[analysed.clauses.length - 1];
  const typed = last?.needles[0];
  if (last && typed && /^[a-z]{3,}$/.test(typed) && !last.alternatives[0]?.[0]?.term.startsWith('~')) {
    last.alternatives.push([{ term: typed, prefix: true }]);
  }
  let didYouMean: string | null = null;
  const room = SEARCH_LIMITS.suggestItems - items.length;
  if (room > 0) {
    let products = await productSuggestions(db, analysed, input.lang, room);
    // Nothing for the text as typed: the same words with their typos corrected, said so.
    if (products.length === 0 && analysed.clauses.some((c) => c.typoCandidate)) {
      const corrections = await correctTypos(db, analysed.clauses, analysed.stems);
      if (corrections.length > 0) {
        products = await productSuggestions(db, analysed, input.lang, room);
        if (products.length > 0) didYouMean = correctedKeyword(analysed.text, corrections);
      }
    }
    items.push(...products);
  }
  return { items: items.slice(0, SEARCH_LIMITS.suggestItems), did_you_mean: didYouMean };
}

/** The best products for the clauses (the last word typed counts as a prefix). */
async function productSuggestions(db: Db, analysed: AnalysedQuery, lang: SuggestInput['lang'], limit: number): Promise<Suggestion[]> {
  const tsquery = toTsquery(analysed.clauses);
  if (!tsquery) return [];
  const title = lang === 'zh' ? sql`title_zh` : sql`title_en`;
  // The first 200 matches are ranked. For a broad prefix the planner would rather read the table from
  // its start until 200 rows match (fast only while matches are dense); the index keeps the cost
  // bounded whatever the catalogue holds (ADR 0032).
  const products = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx.execute(sql`
      SELECT sku_code AS sku, title_zh AS "titleZh", title_en AS "titleEn" FROM (
        SELECT sku_code, title_zh, title_en, popularity, search_vector FROM products
        WHERE status = 'active' AND search_vector @@ ${tsquery}::tsquery LIMIT 200
      ) c ORDER BY ts_rank(c.search_vector, ${tsquery}::tsquery) DESC, c.popularity DESC, ${title} LIMIT ${limit}`);
  });
  const needles = analysed.clauses.flatMap((c) => c.needles);
  return (products as unknown as { rows: { sku: string; titleZh: string; titleEn: string }[] }).rows.map((row) => {
    const label = localizedTitle(row, lang);
    return { kind: 'product' as const, label, value: row.sku, sku: row.sku, highlight: highlightText(label, needles, analysed.stems) };
  });
}
