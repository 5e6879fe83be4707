import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useUserAccount } from './user-account-store';
import { useIsClient } from './use-is-client';

export type SessionQuery<T> = { status: 'loading' | 'error' | 'ready'; data: T | null; reload: () => void };

/**
 * A buyer's own data (a feature's `queryOptions`), fetched in the browser with the token once the
 * page has hydrated (the page itself is cached for everyone). The last answer stays on screen while
 * the next one loads; `status` is 'loading' while any fetch is under way. Inside <QueryIsland>.
 */
export function useSessionQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): SessionQuery<T> {
  const isClient = useIsClient();
  const { token } = useUserAccount();
  const enabled = isClient && token !== null;
  const query = useQuery({ ...options, enabled, placeholderData: keepPreviousData });
  const status = query.isFetching || query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  const { refetch } = query;
  return { status, data: query.data ?? null, reload: () => enabled && void refetch() };
}

/**
 * For views that show either the answer or a message: 'error' once a fetch failed (until a retry is
 * under way, which shows 'loading'), 'ready' with an answer, else 'loading'. A refetch of an answer
 * on screen stays 'ready'.
 */
export function answerStatus(query: Pick<UseQueryResult, 'isError' | 'isFetching' | 'data'>): 'loading' | 'error' | 'ready' {
  if (query.isError) return query.isFetching ? 'loading' : 'error';
  return query.data === undefined ? 'loading' : 'ready';
}
