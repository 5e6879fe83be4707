import { queryOptions } from '@tanstack/react-query';
import { listFavorites, type FavoriteQuery } from '@/client/favorite-calls';

/** The favourites feature's browser loaders; `favoriteQueries.all` refreshes every page of the list. */
export const favoriteQueries = {
  all: ['favorites'] as const,
  list: ({ page, pageSize, cid, keyword }: FavoriteQuery) =>
    queryOptions({
      queryKey: ['favorites', 'list', { page, pageSize, cid: cid ?? '', keyword: keyword ?? '' }],
      queryFn: ({ signal }) => listFavorites({ page, pageSize, cid, keyword }, signal),
    }),
};
