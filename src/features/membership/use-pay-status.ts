import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@/client/api-request';
import { useIsClient } from '@/client/use-is-client';
import { useUserAccount } from '@/client/user-account-store';
import { STATUS } from '@/contracts/envelope-status';
import type { OrderStatus } from '@/contracts/membership';
import { fetchPayStatus, reportPayError } from './membership-calls';
import { FINAL_ORDER_STATES, nextPollDelay } from './poll-backoff';

export type PayStatusState =
  | { status: 'signed-out' | 'loading' | 'error' | 'missing' }
  | { status: 'ready'; order: OrderStatus };

/** Refusals that no later call will change: the order is not this buyer's, or does not exist. */
const FINAL_REFUSALS: ReadonlySet<number> = new Set([STATUS.NOT_FOUND, STATUS.FORBIDDEN, STATUS.VALIDATION_FAILED]);

/**
 * The buyer's order `sn` from GET /api/ums/c2b/pay/status, asked again with backoff (1 s, ×1.5,
 * at most 10 s) until it is paid, failed, expired or cancelled. Stops while the tab is hidden
 * and asks at once when it comes back. A failing call is reported once per run of failures.
 */
export function usePayStatus(sn: string | null) {
  const isClient = useIsClient();
  const { token } = useUserAccount();
  const [state, setState] = useState<PayStatusState>({ status: 'loading' });
  const [paused, setPaused] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isClient || !sn || !token) return;
    let stopped = false;
    let timer: number | undefined;
    let delay: number | null = null;
    let inFlight: AbortController | null = null;
    let failures = 0;

    const schedule = () => {
      if (stopped || document.hidden) return;
      delay = nextPollDelay(delay);
      timer = window.setTimeout(() => void ask(), delay);
    };
    const ask = async () => {
      timer = undefined;
      const controller = new AbortController();
      inFlight = controller;
      try {
        const order = await fetchPayStatus(sn, controller.signal);
        if (stopped) return;
        failures = 0;
        setState({ status: 'ready', order });
        if (FINAL_ORDER_STATES.has(order.state)) {
          stopped = true;
          return;
        }
      } catch (err) {
        if (stopped || controller.signal.aborted) return;
        if (failures++ === 0) reportPayError(err);
        if (err instanceof ApiRequestError && FINAL_REFUSALS.has(err.status)) {
          stopped = true;
          setState({ status: 'missing' });
          return;
        }
        setState((s) => (s.status === 'ready' ? s : { status: 'error' }));
      } finally {
        if (inFlight === controller) inFlight = null;
      }
      schedule();
    };
    const onVisibility = () => {
      if (stopped) return;
      if (document.hidden) {
        window.clearTimeout(timer);
        timer = undefined;
        setPaused(true);
      } else {
        setPaused(false);
        if (timer === undefined && !inFlight) {
          delay = null;
          void ask();
        }
      }
    };

    void ask();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      inFlight?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [isClient, token, sn, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** An answer obtained another way (the cancel call answers with the status). */
  const replace = useCallback((order: OrderStatus) => setState({ status: 'ready', order }), []);
  // Without a session there is nothing to ask: the page offers to sign in (the token then starts the polling).
  const shown: PayStatusState = isClient && !token ? { status: 'signed-out' } : state;
  return { state: shown, paused, retry, replace };
}
