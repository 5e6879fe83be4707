import type { TradeData } from '@/contracts/entitlements';
import { apiRequest } from './api-request';

/*
 * The trade-data call, loaded on demand: only a signed-in buyer's page imports it, so api-request and
 * the toaster stay off visitors' pages.
 */
export async function fetchTradeData(skus: readonly string[]): Promise<TradeData> {
  return apiRequest<TradeData>('GET', '/api/products/trade', { query: { skus: skus.join(',') }, quiet: true });
}
