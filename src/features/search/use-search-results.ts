import { useCallback, useEffect, useState } from 'react';
import { useUserAccount } from '@/client/user-account-store';
import { useIsClient } from '@/client/use-is-client';
import type { SearchRequest } from './search-query';
import type { SearchResult } from './search-types';

export type SearchResultsState = {
  /** `visitor`: nobody is signed in, so there is nothing to show (search requires an account). */
  status: 'visitor' | 'loading' | 'error' | 'ready';
  result: SearchResult | null;
};

/**
 * The results of a keyword search, fetched in the browser with the buyer's token: the page itself
 * never holds them (it cannot tell who is asking). The last answer stays on screen while the next
 * one loads; signing in fetches at once.
 */
export function useSearchResults(request: SearchRequest) {
  const isClient = useIsClient();
  const { token } = useUserAccount();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; failed: boolean; result: SearchResult | null }>({
    key: '',
    failed: false,
    result: null,
  });
  const key = JSON.stringify([request, token, attempt]);

  useEffect(() => {
    if (!isClient || !token) return;
    const controller = new AbortController();
    const wanted: SearchRequest = JSON.parse(key)[0];
    import('./search-calls')
      .then(({ searchProducts }) => searchProducts(wanted, controller.signal))
      .then(
        (result) => setAnswer({ key, failed: false, result }),
        () => !controller.signal.aborted && setAnswer((a) => ({ key, failed: true, result: a.result })),
      );
    return () => controller.abort();
  }, [isClient, token, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  let status: SearchResultsState['status'];
  if (isClient && !token) status = 'visitor';
  else if (answer.key !== key) status = 'loading';
  else status = answer.failed ? 'error' : 'ready';
  const state: SearchResultsState = { status, result: token ? answer.result : null };
  return { state, reload };
}
