import { useSessionQuery } from '@/client/use-session-query';
import { useUserAccount } from '@/client/user-account-store';
import { useIsClient } from '@/client/use-is-client';
import type { SearchRequest } from './search-query';
import { searchQueries } from './search-queries';
import type { SearchResult } from './search-types';

export type SearchResultsState = {
  /** `visitor`: nobody is signed in, so there is nothing to show (search requires an account). */
  status: 'visitor' | 'loading' | 'error' | 'ready';
  result: SearchResult | null;
};

/**
 * The results of a keyword search, fetched in the browser with the buyer's token: the page itself
 * never holds them (it cannot tell who is asking). The last answer stays on screen while the next
 * one loads; signing in fetches at once. Inside <QueryIsland>.
 */
export function useSearchResults(request: SearchRequest) {
  const isClient = useIsClient();
  const { token } = useUserAccount();
  const results = useSessionQuery(searchQueries.results(request));
  const status = isClient && !token ? 'visitor' : results.status;
  const state: SearchResultsState = { status, result: token ? results.data : null };
  return { state, reload: results.reload };
}
