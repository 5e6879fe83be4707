import { apiRequest } from '@/client/api-request';

const PRODUCT_LINK = 'a[href*="/product/"]';

/**
 * When a buyer goes to a product from the results (click, middle click, Enter on the link), the
 * search's log token is sent once per search: the search log counts it as opened (ADR 0070). Once per
 * search means per `searchId` (the address's, kept across pages and sorts) and is remembered for the
 * tab, so coming back and opening another result does not count again. Quiet: a lost report is a
 * count that is one short, never an error for the buyer.
 */
export function reportOpenedResult(target: EventTarget | null, token: string | null, searchId: string | undefined): void {
  if (!token || !(target instanceof Element) || !target.closest(PRODUCT_LINK)) return;
  const key = `search-opened:${searchId ?? token}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode): report anyway; the server caps the count.
  }
  void apiRequest('POST', '/api/search/opened', { body: { token }, quiet: true, keepalive: true }).catch(() => {});
}
