import type { Entitlements, TradeProductList } from '@/contracts/entitlements';
import type { ProductSort } from '@/contracts/catalog-constants';
import type { Lang, Site } from '@/contracts/site';
import type { Db } from '../db/types';
import { postgresSearchEngine } from '../search/postgres-search-engine';
import { attachTrade } from './attach-trade';

/** A signed-in buyer's keyword search in the listing's shape, every card with the caller's trade data. */
export async function searchWithTrade(
  db: Db,
  input: {
    keyword: string;
    cid?: string;
    vehicleId?: number;
    sort: ProductSort;
    page: number;
    pageSize: number;
    cursor?: string;
    site: Site;
    lang: Lang;
    entitlements: Entitlements;
  },
): Promise<TradeProductList> {
  const { entitlements, ...query } = input;
  const hits = await postgresSearchEngine(db).search(query);
  return {
    items: await attachTrade(
      db,
      hits.list.map(({ highlight: _highlight, trade: _trade, ...card }) => card),
      { site: input.site, entitlements },
    ),
    total: hits.total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.ceil(hits.total / input.pageSize),
    nextCursor: hits.next_cursor,
  };
}
