import { queryOptions } from '@tanstack/react-query';
import { fetchPayStatus, fetchPlans, fetchUpgradeQuote, listOrders, refreshUserInfo } from './membership-calls';

/** The membership feature's browser loaders; `membershipQueries.orders` refreshes every page of orders. */
export const membershipQueries = {
  orders: ['membership', 'orders'] as const,
  // Asked again when the tab comes back into view: the buyer may have paid in another tab or on the phone.
  orderPage: (page: number, pageSize: number) =>
    queryOptions({
      queryKey: ['membership', 'orders', { page, pageSize }],
      queryFn: ({ signal }) => listOrders(page, pageSize, signal),
      refetchOnWindowFocus: true,
    }),
  plans: () => queryOptions({ queryKey: ['membership', 'plans'], queryFn: ({ signal }) => fetchPlans(signal) }),
  // The buyer's level in force, asked again when the plans are (the answer also updates the stored user info).
  level: () => queryOptions({ queryKey: ['membership', 'level'], queryFn: ({ signal }) => refreshUserInfo(signal) }),
  // What upgrading to a plan costs now: it changes with each day of the current term, so it is asked on each opening.
  upgradeQuote: (vipId: number) =>
    queryOptions({ queryKey: ['membership', 'upgrade-quote', vipId], queryFn: ({ signal }) => fetchUpgradeQuote(vipId, signal), staleTime: 0 }),
  // One order's payment state; the pay pages poll it (use-pay-status.ts).
  payStatus: (sn: string) => queryOptions({ queryKey: ['membership', 'pay-status', sn], queryFn: ({ signal }) => fetchPayStatus(sn, signal) }),
};
