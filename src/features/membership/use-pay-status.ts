import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@/client/api-request';
import { useIsClient } from '@/client/use-is-client';
import { useUserAccount } from '@/client/user-account-store';
import { STATUS } from '@/contracts/envelope-status';
import type { OrderStatus } from '@/contracts/membership';
import { reportPayError } from './membership-calls';
import { membershipQueries } from './membership-queries';
import { FINAL_ORDER_STATES, nextPollDelay } from './poll-backoff';

export type PayStatusState =
  | { status: 'signed-out' | 'loading' | 'error' | 'missing' }
  | { status: 'ready'; order: OrderStatus };

/** Refusals that no later call will change: the order is not this buyer's, or does not exist. */
const FINAL_REFUSALS: ReadonlySet<number> = new Set([STATUS.NOT_FOUND, STATUS.FORBIDDEN, STATUS.VALIDATION_FAILED]);

const isFinalRefusal = (error: unknown) => error instanceof ApiRequestError && FINAL_REFUSALS.has(error.status);

/** Nothing more to ask: the order is paid, failed, expired or cancelled, or it is not the buyer's. */
function finished(query: Pick<Query<OrderStatus>, 'state'>): boolean {
  const { status, data, error } = query.state;
  if (status === 'error') return isFinalRefusal(error);
  return data !== undefined && FINAL_ORDER_STATES.has(data.state);
}

const answers = (query: Pick<Query<OrderStatus>, 'state'>) => query.state.dataUpdateCount + query.state.errorUpdateCount;

/**
 * The buyer's order `sn` from GET /api/ums/c2b/pay/status, asked again with backoff (1 s, ×1.5,
 * at most 10 s) until it is paid, failed, expired or cancelled. Stops while the tab is hidden
 * and asks at once when it comes back. A failing call is reported once per run of failures.
 * Inside <QueryIsland>.
 */
export function usePayStatus(sn: string | null) {
  const isClient = useIsClient();
  const { token } = useUserAccount();
  const queryClient = useQueryClient();
  const enabled = isClient && sn !== null && token !== null;
  const [paused, setPaused] = useState(false);
  // The answers before this run of asking (opening the page, a retry, the tab coming back): the backoff restarts with each run.
  const runStart = useRef(0);
  const status = useQuery({
    ...membershipQueries.payStatus(sn ?? ''),
    enabled,
    // The wait after each answer grows with the answers of this run; asking stops when nothing can change.
    refetchInterval: (query) => {
      if (finished(query)) return false;
      let delay: number | null = null;
      for (let n = Math.max(1, answers(query) - runStart.current); n > 0; n -= 1) delay = nextPollDelay(delay);
      return delay ?? false;
    },
    refetchIntervalInBackground: false,
  });
  const { refetch, error, errorUpdatedAt, dataUpdatedAt } = status;

  const restart = useCallback(() => {
    const query = queryClient.getQueryCache().find<OrderStatus>({ queryKey: membershipQueries.payStatus(sn ?? '').queryKey, exact: true });
    runStart.current = query ? answers(query) : 0;
    if (enabled) void refetch();
  }, [queryClient, sn, enabled, refetch]);

  // Hidden: the interval skips its asks (refetchIntervalInBackground: false); back in view: ask at once, from the first wait.
  useEffect(() => {
    if (!enabled) return;
    const onVisibility = () => {
      const query = queryClient.getQueryCache().find<OrderStatus>({ queryKey: membershipQueries.payStatus(sn ?? '').queryKey, exact: true });
      if (!query || finished(query)) return;
      if (document.hidden) {
        setPaused(true);
      } else {
        setPaused(false);
        if (query.state.fetchStatus !== 'fetching') restart();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [enabled, queryClient, sn, restart]);

  // A failing call is reported once per run of failures (an answer ends the run).
  const failing = useRef(false);
  useEffect(() => {
    if (dataUpdatedAt >= errorUpdatedAt) failing.current = false;
    else if (!failing.current) {
      failing.current = true;
      reportPayError(error);
    }
  }, [error, errorUpdatedAt, dataUpdatedAt]);

  const retry = useCallback(() => {
    failing.current = false;
    restart();
  }, [restart]);
  /** An answer obtained another way (the cancel call answers with the status). */
  const replace = useCallback(
    (order: OrderStatus) => queryClient.setQueryData(membershipQueries.payStatus(sn ?? '').queryKey, order),
    [queryClient, sn],
  );

  let state: PayStatusState;
  // Without a session there is nothing to ask: the page offers to sign in (the token then starts the polling).
  if (isClient && !token) state = { status: 'signed-out' };
  else if (status.isError && isFinalRefusal(error)) state = { status: 'missing' };
  else if (status.data) state = { status: 'ready', order: status.data };
  else if (status.isError) state = { status: 'error' };
  else state = { status: 'loading' };
  return { state, paused, retry, replace };
}
