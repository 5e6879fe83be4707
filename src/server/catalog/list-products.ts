import { count, eq, inArray } from 'drizzle-orm';
import type { ProductList, ProductListQuery } from '@/contracts/catalog';
import { STATUS } from '@/contracts/envelope';
import type { Lang, Site } from '@/contracts/site';
import { normalizeKeyword } from '@/lib/normalize-keyword';
import { ApiError } from '../api/api-error';
import { categories, products } from '../db/schema';
import type { Db } from '../db/types';
import { countWithCache } from './product-count-cache';
import { inCategories, resolveCategoryIds } from './resolve-category-ids';
import { keywordCondition, productOrder, visibleProducts } from './product-filters';
import { productCardColumns, toProductCard } from './to-product-card';

export type ListProductsInput = ProductListQuery & { site: Site; lang: Lang };

/**
 * One page of active products. cid "0"/absent = all; a top cid includes its children; an unknown
 * cid is a 404 (categoryNotFound). The page is chosen on the narrow id column first and only its
 * rows are joined and read in full, so deep pages do not drag wide rows through the OFFSET.
 */
export async function listProducts(db: Db, query: ListProductsInput): Promise<ProductList> {
  const { page, pageSize, sort, site, lang } = query;
  const keyword = normalizeKeyword(query.keyword);

  let categoryIds: number[] | undefined;
  if (query.cid && query.cid !== '0') {
    categoryIds = (await resolveCategoryIds(db, query.cid)) ?? undefined;
    if (!categoryIds) throw new ApiError(STATUS.NOT_FOUND, 'categoryNotFound', { cid: query.cid });
  }
  const where = listedWhere(categoryIds, keyword);

  const [total, pageIds] = await Promise.all([
    countListedProducts(db, categoryIds, keyword),
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...productOrder(sort, { site, lang, keyword }))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const ids = pageIds.map((row) => row.id);

  const rows = ids.length
    ? await db
        .select(productCardColumns(site))
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(inArray(products.id, ids))
    : [];
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);

  return {
    items: rows.map((row) => toProductCard(row, { site, lang })),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}

function listedWhere(categoryIds: readonly number[] | undefined, keyword: string | undefined) {
  return visibleProducts(
    categoryIds ? inCategories(categoryIds) : undefined,
    keyword ? keywordCondition(keyword) : undefined,
  );
}

/**
 * How many products a listing (category ids, normalized keyword) holds: the total behind its page
 * count, shared with the proxy's check that a listing page exists (large totals kept a minute).
 */
export function countListedProducts(
  db: Db,
  categoryIds: readonly number[] | undefined,
  keyword: string | undefined,
): Promise<number> {
  const countKey = JSON.stringify([categoryIds ?? null, keyword?.toLowerCase() ?? null]);
  return countWithCache(
    db,
    countKey,
    async () =>
      (await db.select({ n: count() }).from(products).where(listedWhere(categoryIds, keyword)))[0]?.n ?? 0,
  );
}
