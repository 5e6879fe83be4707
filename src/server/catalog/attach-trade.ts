import type { Entitlements, TradeItem } from '@/contracts/entitlements';
import type { Site } from '@/contracts/site';
import type { Db } from '../db/types';
import { readTradeData } from './read-trade-data';

/**
 * Cards with the caller's trade data at their tier (docs/decisions/0067), read in one query for the
 * whole page: `entitlements` null (a visitor) gives every card `trade: null`.
 */
export async function attachTrade<T extends { skuCode: string }>(
  db: Db,
  cards: readonly T[],
  input: { site: Site; entitlements: Entitlements | null },
): Promise<(T & { trade: TradeItem | null })[]> {
  if (!input.entitlements || cards.length === 0) return cards.map((card) => ({ ...card, trade: null }));
  const data = await readTradeData(db, {
    skus: cards.map((card) => card.skuCode),
    site: input.site,
    entitlements: input.entitlements,
  });
  const bySku = new Map(data.items.map((item) => [item.skuCode, item]));
  return cards.map((card) => ({ ...card, trade: bySku.get(card.skuCode) ?? null }));
}
