import type { FavoriteList } from '@/contracts/favorites';
import type { Entitlements } from '@/contracts/entitlements';
import type { Lang, Site } from '@/contracts/site';
import { toTradeItem } from '../catalog/read-trade-data';
import { toProductCard } from '../catalog/to-product-card';
import type { Db } from '../db/types';
import { cardRowsById } from './favorite-cards';
import {
  countFavoritesInScope,
  favoriteScope,
  favoritesInScope,
  type FavoriteFilter,
} from './favorite-scope';

export type ListFavoritesInput = FavoriteFilter & {
  site: Site;
  lang: Lang;
  page: number;
  pageSize: number;
  /** The buyer's plan now: member data only when it grants it. */
  entitlements: Pick<Entitlements, 'memberData'>;
};

/**
 * One page of the buyer's favourites, newest first, as product cards with the buyer's trade data at
 * their tier, in the site's currency. The
 * page and the total come from one narrow query (ids, dates, a window count); only that page's
 * products are then read in full.
 */
export async function listFavorites(db: Db, input: ListFavoritesInput): Promise<FavoriteList> {
  const { site, lang, page, pageSize } = input;
  const memberData = input.entitlements.memberData;
  const scope = await favoriteScope(db, input);
  const picked = await favoritesInScope(db, scope)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  // Past the last page no row carries the window count: then the total is a query of its own.
  const total = picked[0]?.total ?? (page > 1 ? await countFavoritesInScope(db, scope) : 0);
  const cards = await cardRowsById(
    db,
    picked.map((row) => row.productId),
    site,
  );
  return {
    items: picked.flatMap((row) => {
      const card = cards.get(row.productId);
      return card
        ? [
            {
              product: { ...toProductCard(card, { site, lang }), trade: toTradeItem(card, { site, memberData }) },
              addedAt: row.addedAt.toISOString(),
            },
          ]
        : [];
    }),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}
