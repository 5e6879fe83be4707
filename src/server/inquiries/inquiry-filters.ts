import { and, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { InquiryState } from '@/contracts/inquiry-states';
import { addDays, chinaDayStart } from '@/lib/china-date';
import { containsPattern } from '@/lib/escape-like';
import { resolveCategoryIds } from '../catalog/resolve-category-ids';
import { inquiries, inquiryLines, products } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { stateCondition } from './inquiry-state';
import { viewerScope, type InquiryViewer } from './inquiry-viewer';

export type InquiryFilters = {
  state?: InquiryState;
  /** China calendar days, inclusive, on the creation time. */
  from?: string;
  to?: string;
  /** Part numbers, SKU codes and titles of the lines, and the reference; literal (LIKE wildcards escaped). */
  keyword?: string;
  /** Inquiries asking for a product of this category (a top category includes its children). */
  cid?: string;
};

/**
 * The WHERE of an inquiry list (what the buyer may see when `viewer` is given; null: an operator's), shared by the page and the
 * export. null: nothing can match (an unknown category).
 */
export async function inquiryConditions(
  db: Db,
  viewer: InquiryViewer | null,
  filters: InquiryFilters,
  today: string,
): Promise<SQL | undefined | null> {
  if (filters.from && filters.to && filters.from > filters.to) {
    throw DomainError.field('from', 'dateRangeInverted', { from: filters.from, to: filters.to });
  }
  const conditions: (SQL | undefined)[] = [];
  if (viewer !== null) conditions.push(viewerScope(viewer));
  if (filters.state !== undefined) conditions.push(stateCondition(filters.state, today));
  if (filters.from) conditions.push(gte(inquiries.createdAt, chinaDayStart(filters.from)));
  if (filters.to) conditions.push(lt(inquiries.createdAt, chinaDayStart(addDays(filters.to, 1))));
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        sql`${inquiries.reference} ILIKE ${pattern}`,
        sql`EXISTS (SELECT 1 FROM ${inquiryLines} WHERE ${inquiryLines.inquiryId} = ${inquiries.id} AND (
          ${inquiryLines.skuCode} ILIKE ${pattern} OR ${inquiryLines.partNumber} ILIKE ${pattern}
          OR ${inquiryLines.titleZh} ILIKE ${pattern} OR ${inquiryLines.titleEn} ILIKE ${pattern}))`,
      ),
    );
  }
  if (filters.cid && filters.cid !== '0') {
    const ids = await resolveCategoryIds(db, filters.cid);
    if (!ids) return null;
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${inquiryLines} JOIN ${products} ON ${products.id} = ${inquiryLines.productId}
        WHERE ${inquiryLines.inquiryId} = ${inquiries.id} AND ${inArray(products.categoryId, ids)})`,
    );
  }
  return and(...conditions);
}
