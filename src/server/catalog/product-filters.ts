import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@/contracts/catalog';
import type { Lang, Site } from '@/contracts/site';
import { containsPattern } from '@/lib/escape-like';
import { products } from '../db/schema';
import { priceColumnFor } from './price-column';

/**
 * Simple keyword match (full-text search is a later issue): a literal, case-insensitive substring
 * of either title, brand, part number, SKU or any OE number.
 */
export function keywordCondition(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  return or(
    ilike(products.titleZh, pattern),
    ilike(products.titleEn, pattern),
    ilike(products.brand, pattern),
    ilike(products.partNumber, pattern),
    ilike(products.skuCode, pattern),
    sql`array_to_string(${products.oeNumbers}, ' ') ILIKE ${pattern}`,
  )!;
}

/** Only listed products reach the storefront. */
export function visibleProducts(...extra: (SQL | undefined)[]): SQL {
  return and(eq(products.status, 'active'), ...extra)!;
}

/**
 * ORDER BY for a sort. Every order ends with the id so pages never overlap or skip rows. With a
 * keyword, "relevance" puts title matches (in the reader's language) before brand/number matches.
 */
export function productOrder(sort: ProductListQuery['sort'], ctx: { site: Site; lang: Lang; keyword?: string }): SQL[] {
  const price = priceColumnFor(ctx.site);
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price_asc':
      return [asc(price), asc(products.id)];
    case 'price_desc':
      return [desc(price), asc(products.id)];
    default: {
      if (!ctx.keyword) return [asc(products.id)];
      const title = ctx.lang === 'zh' ? products.titleZh : products.titleEn;
      return [sql`(${title} ILIKE ${containsPattern(ctx.keyword)}) DESC`, asc(products.id)];
    }
  }
}
