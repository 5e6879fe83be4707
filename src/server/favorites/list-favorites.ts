import { count, desc, eq } from 'drizzle-orm';
import type { FavoriteList } from '@/contracts/favorites';
import type { Lang, Site } from '@/contracts/site';
import { productCardColumns, toProductCard } from '../catalog/to-product-card';
import { categories, favorites, products } from '../db/schema';
import type { Db } from '../db/types';
import { favoriteScope, type FavoriteFilter } from './favorite-scope';

export type ListFavoritesInput = FavoriteFilter & { site: Site; lang: Lang; page: number; pageSize: number };

/** One page of the buyer's favourites, newest first, as product cards in the site's currency. */
export async function listFavorites(db: Db, input: ListFavoritesInput): Promise<FavoriteList> {
  const { site, lang, page, pageSize } = input;
  const where = await favoriteScope(db, input);
  const [totals, rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(where),
    db
      .select({ ...productCardColumns(site), addedAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.productId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    items: rows.map((row) => ({
      product: toProductCard(row, { site, lang }),
      addedAt: row.addedAt.toISOString(),
    })),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}
