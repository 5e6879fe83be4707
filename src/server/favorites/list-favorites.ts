import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FavoriteList } from '@/contracts/favorites';
import type { Lang, Site } from '@/contracts/site';
import { productCardColumns, toProductCard } from '../catalog/to-product-card';
import { categories, favorites, products } from '../db/schema';
import type { Db } from '../db/types';
import { favoriteScope, type FavoriteFilter } from './favorite-scope';

export type ListFavoritesInput = FavoriteFilter & { site: Site; lang: Lang; page: number; pageSize: number };

/**
 * One page of the buyer's favourites, newest first, as product cards in the site's currency. The
 * page and the total come from one narrow query (ids, dates, a window count); only that page's
 * products are then read in full, so no wide row is joined or sorted for nothing.
 */
export async function listFavorites(db: Db, input: ListFavoritesInput): Promise<FavoriteList> {
  const { site, lang, page, pageSize } = input;
  const where = await favoriteScope(db, input);
  const picked = await db
    .select({
      productId: favorites.productId,
      addedAt: favorites.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(where)
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

  let total = picked[0]?.total ?? 0;
  if (picked.length === 0 && page > 1) {
    // Past the last page the window has no row to report the total on.
    const [row] = await db
      .select({ n: count() })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(where);
    total = row?.n ?? 0;
  }
  const cards = picked.length
    ? await db
        .select(productCardColumns(site))
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(
          inArray(
            products.id,
            picked.map((row) => row.productId),
          ),
        )
    : [];
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    items: picked.flatMap((row) => {
      const card = byId.get(row.productId);
      return card
        ? [{ product: toProductCard(card, { site, lang }), addedAt: row.addedAt.toISOString() }]
        : [];
    }),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}
