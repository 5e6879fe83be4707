import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSessionQuery } from '@/client/use-session-query';
import type { OrderList } from '@/contracts/membership';
import { membershipQueries } from './membership-queries';
import { listenOrderFinished } from './pay-channel';

export type OrderListState = { status: 'loading' | 'error' | 'ready'; list: OrderList | null };

/**
 * One page of the buyer's membership orders, fetched in the browser with the token. Asked again
 * when a pay tab reports an order settled, when `refreshKey` changes, and when this tab comes back
 * into view (the buyer may have paid in another tab or on the phone). The last page stays on screen
 * while the next loads. Inside <QueryIsland>.
 */
export function useOrderList(page: number, pageSize: number, refreshKey = 0) {
  const queryClient = useQueryClient();
  const orders = useSessionQuery(membershipQueries.orderPage(page, pageSize));
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: membershipQueries.orders }), [queryClient]);

  const shownKey = useRef(refreshKey);
  useEffect(() => {
    if (shownKey.current === refreshKey) return;
    shownKey.current = refreshKey;
    refresh();
  }, [refreshKey, refresh]);

  useEffect(() => listenOrderFinished(refresh), [refresh]);

  return { state: { status: orders.status, list: orders.data } as OrderListState, reload: orders.reload };
}
