import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { normalizeKeyword } from '@/lib/normalize-keyword';
import { keywordCondition, visibleProducts } from '../catalog/product-filters';
import { inCategories, resolveCategoryIds } from '../catalog/resolve-category-ids';
import { favorites, products } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';

export type FavoriteFilter = { userId: number; cid?: string; keyword?: string };
/** The buyer, and what a favourite's product must be to show: listed, in the category, matching the keyword. */
export type FavoriteScope = { userId: number; product: SQL };

/**
 * The list's and the export's filters: `cid` a category (a top one with its children, "0" all) and
 * `keyword` a literal match on titles, brand, part number, SKU or OE numbers, as in the catalogue.
 * An unknown cid is `categoryNotFound`.
 */
export async function favoriteScope(db: Db, filter: FavoriteFilter): Promise<FavoriteScope> {
  let categories: SQL | undefined;
  if (filter.cid && filter.cid !== '0') {
    const ids = await resolveCategoryIds(db, filter.cid);
    if (!ids) throw new DomainError('notFound', 'categoryNotFound', { cid: filter.cid });
    categories = inCategories(ids);
  }
  const keyword = normalizeKeyword(filter.keyword);
  return {
    userId: filter.userId,
    product: visibleProducts(categories, keyword ? keywordCondition(keyword) : undefined),
  };
}

function productInScope(db: Db, scope: FavoriteScope) {
  return (
    db
      .select({ skuCode: products.skuCode })
      .from(products)
      .where(and(eq(products.id, favorites.productId), scope.product))
      // At most one row (the primary key); the LIMIT also keeps the planner from flattening the subquery.
      .limit(1)
      .as('in_scope')
  );
}

/**
 * `FROM favorites, LATERAL (the favourite's product if it is in scope)`: only the buyer's own rows,
 * each joined to its product by primary key, newest first. Written as a LATERAL subquery with OFFSET 0
 * so the planner cannot turn it into a scan of every listed product (which it does on PGlite, where
 * tables have no statistics): the cost follows the buyer's favourites, not the catalogue's size.
 * `after`: a further condition on the favourites row (an export's cursor).
 */
export function favoritesInScope(db: Db, scope: FavoriteScope, after?: SQL) {
  const product = productInScope(db, scope);
  return db
    .select({
      productId: favorites.productId,
      skuCode: product.skuCode,
      addedAt: favorites.createdAt,
      /** The database's own text of created_at (microseconds): a cursor that never skips or repeats. */
      cursorAt: sql<string>`${favorites.createdAt}::text`,
      /** Rows in scope before any LIMIT: the list's total without a second query. */
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(favorites)
    .innerJoinLateral(product, sql`true`)
    .where(and(eq(favorites.userId, scope.userId), after))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .$dynamic();
}

/** How many favourites are in scope. */
export async function countFavoritesInScope(db: Db, scope: FavoriteScope): Promise<number> {
  const product = productInScope(db, scope);
  const [row] = await db
    .select({ n: count() })
    .from(favorites)
    .innerJoinLateral(product, sql`true`)
    .where(eq(favorites.userId, scope.userId));
  return row?.n ?? 0;
}
