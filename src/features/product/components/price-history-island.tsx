'use client';

import { lazyIsland } from '@/client/lazy-island';
import { usePageTrade, useTradeItem } from '@/client/trade-data-store';
import type { PriceHistoryChartProps } from './price-history-chart';

// The chart (and the charting library) is its own chunk, fetched only for a member whose plan grants it.
const PriceHistoryChart = lazyIsland<PriceHistoryChartProps>(() =>
  import('./price-history-chart').then((m) => m.PriceHistoryChart),
);

/**
 * Nothing for visitors and buyers whose plan does not grant price history. It names the product to
 * the trade-data store (the page's one call, shared with the price box), and shows the chart when
 * the answer says `priceHistory`.
 */
export function PriceHistoryIsland(props: PriceHistoryChartProps) {
  useTradeItem(props.skuCode);
  const page = usePageTrade();
  if (!page?.priceHistory) return null;
  return <PriceHistoryChart {...props} />;
}
