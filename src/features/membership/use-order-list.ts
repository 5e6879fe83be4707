import { useCallback, useEffect, useState } from 'react';
import { useIsClient } from '@/client/use-is-client';
import { useUserAccount } from '@/client/user-account-store';
import type { OrderList } from '@/contracts/membership';
import { listOrders } from './membership-calls';
import { listenOrderFinished } from './pay-channel';

export type OrderListState = { status: 'loading' | 'error' | 'ready'; list: OrderList | null };

/**
 * One page of the buyer's membership orders, fetched in the browser with the token. Asked again
 * when a pay tab reports an order settled, and when this tab comes back into view (the buyer may
 * have paid in another tab or on the phone). The last page stays on screen while the next loads.
 */
export function useOrderList(page: number, pageSize: number, refreshKey = 0) {
  const isClient = useIsClient();
  const { token } = useUserAccount();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; failed: boolean; list: OrderList | null }>({
    key: '',
    failed: false,
    list: null,
  });
  const key = JSON.stringify([page, pageSize, refreshKey, attempt]);

  useEffect(() => {
    if (!isClient || !token) return;
    const controller = new AbortController();
    listOrders(page, pageSize, controller.signal).then(
      (list) => setAnswer({ key, failed: false, list }),
      () => !controller.signal.aborted && setAnswer((a) => ({ key, failed: true, list: a.list })),
    );
    return () => controller.abort();
  }, [isClient, token, key, page, pageSize]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && reload();
    document.addEventListener('visibilitychange', onVisible);
    const off = listenOrderFinished(reload);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      off();
    };
  }, [reload]);

  const status = answer.key !== key ? 'loading' : answer.failed ? 'error' : 'ready';
  return { state: { status, list: answer.list } as OrderListState, reload };
}
