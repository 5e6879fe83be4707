import { useCallback, useEffect, useState } from 'react';
import { listFavorites, type FavoriteQuery } from '@/client/favorite-calls';
import { useUserAccount } from '@/client/user-account-store';
import { useIsClient } from '@/client/use-is-client';
import type { FavoriteList } from '@/contracts/favorites';

export type FavoriteListState = { status: 'loading' | 'error' | 'ready'; list: FavoriteList | null };

/**
 * One page of the buyer's favourites for `query`, fetched in the browser with the token (the page
 * itself is cached for everyone). The last page received stays on screen while the next one loads.
 */
export function useFavoriteList(query: FavoriteQuery) {
  const isClient = useIsClient();
  const { token } = useUserAccount();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; failed: boolean; list: FavoriteList | null }>({
    key: '',
    failed: false,
    list: null,
  });
  const { page, pageSize, cid, keyword } = query;
  const key = JSON.stringify([page, pageSize, cid ?? '', keyword ?? '', attempt]);

  useEffect(() => {
    if (!isClient || !token) return;
    const controller = new AbortController();
    listFavorites({ page, pageSize, cid, keyword }, controller.signal).then(
      (list) => setAnswer({ key, failed: false, list }),
      () => !controller.signal.aborted && setAnswer((a) => ({ key, failed: true, list: a.list })),
    );
    return () => controller.abort();
  }, [isClient, token, key, page, pageSize, cid, keyword]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const status = answer.key !== key ? 'loading' : answer.failed ? 'error' : 'ready';
  const state: FavoriteListState = { status, list: answer.list };
  return { state, reload };
}
