import { and, eq, inArray } from 'drizzle-orm';
import type { Entitlements, MemberTradeData, TradeData, TradeItem } from '@/contracts/entitlements';
import { CURRENCY_BY_SITE, type Site } from '@/contracts/site';
import { products, type PriceBreak } from '../db/schema';
import type { Db } from '../db/types';
import { memberPriceColumnFor, priceColumnFor } from './price-column';

/*
 * The trade data of listed products at the caller's data tier (docs/decisions/0067): the reference
 * price and stock status for every signed-in buyer, the member block only for a plan with member data.
 * What visitors see comes from the cached catalogue, never from here.
 */

/** The member unit price from `minQty` units on: `percentOff` off the member price, rounded to a minor unit. */
export function breakPrice(memberPrice: number, percentOff: number): number {
  return Math.round((memberPrice * (100 - percentOff)) / 100);
}

/** Columns the trade data of one product needs, in the site's currency. */
export function tradeColumns(site: Site) {
  return {
    skuCode: products.skuCode,
    price: priceColumnFor(site),
    memberPrice: memberPriceColumnFor(site),
    priceBreaks: products.priceBreaks,
    stockStatus: products.stockStatus,
    stockQty: products.stockQty,
    oeNumbers: products.oeNumbers,
  };
}

export type TradeRow = {
  skuCode: string;
  price: number;
  memberPrice: number | null;
  priceBreaks: PriceBreak[] | null;
  stockStatus: TradeItem['stockStatus'];
  stockQty: number;
  oeNumbers: string[] | null;
};

/** One product's trade item at a tier: `member` only when the plan grants member data. */
export function toTradeItem(row: TradeRow, ctx: { site: Site; memberData: boolean }): TradeItem {
  const currency = CURRENCY_BY_SITE[ctx.site];
  let member: MemberTradeData | null = null;
  if (ctx.memberData) {
    const memberPrice = row.memberPrice ?? row.price;
    member = {
      price: { amount: memberPrice, currency },
      breaks: [...(row.priceBreaks ?? [])]
        .sort((a, b) => a.minQty - b.minQty)
        .map((b) => ({
          minQty: b.minQty,
          percentOff: b.percentOff,
          price: { amount: breakPrice(memberPrice, b.percentOff), currency },
        })),
      stockQty: row.stockQty,
      oeNumbers: row.oeNumbers ?? [],
    };
  }
  return {
    skuCode: row.skuCode,
    price: { amount: row.price, currency },
    stockStatus: row.stockStatus,
    member,
  };
}

/** The trade data of the listed products among `skus` (unknown or hidden ones left out), in the order asked. */
export async function readTradeData(
  db: Db,
  input: { skus: readonly string[]; site: Site; entitlements: Entitlements },
): Promise<TradeData> {
  const { skus, site, entitlements } = input;
  const rows = skus.length
    ? await db
        .select(tradeColumns(site))
        .from(products)
        .where(and(inArray(products.skuCode, [...skus]), eq(products.status, 'active')))
    : [];
  const bySku = new Map(rows.map((row) => [row.skuCode, row]));
  const items = skus.flatMap((sku) => {
    const row = bySku.get(sku);
    return row ? [toTradeItem(row, { site, memberData: entitlements.memberData })] : [];
  });
  return {
    tier: entitlements.memberData ? 'member' : 'buyer',
    items,
    fitmentExport: entitlements.fitmentExport,
    priceHistory: entitlements.priceHistory,
  };
}
