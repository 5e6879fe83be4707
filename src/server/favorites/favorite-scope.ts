import { and, eq, type SQL } from 'drizzle-orm';
import { normalizeKeyword } from '@/lib/normalize-keyword';
import { keywordCondition, visibleProducts } from '../catalog/product-filters';
import { inCategories, resolveCategoryIds } from '../catalog/resolve-category-ids';
import { favorites } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';

export type FavoriteFilter = { userId: number; cid?: string; keyword?: string };

/**
 * WHERE for a buyer's favourites as the list and the export show them (favorites ⋈ products): only
 * the buyer's own rows, only listed products; `cid` a category (a top one with its children, "0" all)
 * and `keyword` a literal match on titles, brand, part number, SKU or OE numbers, as in the catalogue.
 * An unknown cid is `categoryNotFound`.
 */
export async function favoriteScope(db: Db, filter: FavoriteFilter): Promise<SQL> {
  let categories: SQL | undefined;
  if (filter.cid && filter.cid !== '0') {
    const ids = await resolveCategoryIds(db, filter.cid);
    if (!ids) throw new DomainError('notFound', 'categoryNotFound', { cid: filter.cid });
    categories = inCategories(ids);
  }
  const keyword = normalizeKeyword(filter.keyword);
  return and(
    eq(favorites.userId, filter.userId),
    visibleProducts(categories, keyword ? keywordCondition(keyword) : undefined),
  )!;
}
