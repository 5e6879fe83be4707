import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@/contracts/catalog';
import type { Lang, Site } from '@/contracts/site';
import { containsPattern } from '@/lib/escape-like';
import { products } from '../db/schema';
import { priceColumnFor } from './price-column';

/**
 * A literal, case-insensitive substring of either title, brand, part number, SKU or any OE number:
 * the filter of a buyer's own short work lists (favourites). Catalogue keyword search is the search
 * engine's (src/server/search/), never a scan.
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
 * ORDER BY of a listing. Every order ends with the id so pages never overlap or skip rows; without a
 * keyword "relevance" is the catalogue's own order (id). Keyword relevance lives in search/search-sql.ts.
 */
export function productOrder(sort: ProductListQuery['sort'], ctx: { site: Site; lang: Lang }): SQL[] {
  const price = priceColumnFor(ctx.site);
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price_asc':
      return [asc(price), asc(products.id)];
    case 'price_desc':
      // Ties newest id first, so the (category, price, id) index read backwards is the order itself:
      // with id ascending it fed an incremental sort of every row up to the page.
      return [desc(price), desc(products.id)];
    default:
      return [asc(products.id)];
  }
}
