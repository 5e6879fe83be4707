import { and, asc, eq, gte } from 'drizzle-orm';
import { PRICE_HISTORY_MONTHS, type PriceHistory, type PriceHistoryPoint } from '@/contracts/price-history';
import type { Lang } from '@/contracts/site';
import { productPriceChanges, products, type CompanyRow } from '../db/schema';
import type { Db } from '../db/types';
import { now } from '../clock';
import { DomainError } from '../domain-error';
import { entitlementsOf, notEntitled } from '../membership/entitlements';

const CURRENCIES = ['USD', 'EUR', 'AUD', 'GBP'] as const;

/** The start of the window: the same instant PRICE_HISTORY_MONTHS calendar months earlier. */
export function priceHistoryWindowStart(at: Date): Date {
  const start = new Date(at);
  start.setUTCMonth(start.getUTCMonth() - PRICE_HISTORY_MONTHS);
  return start;
}

const point = (changedAt: Date, price: number, memberPrice: number | null): PriceHistoryPoint => ({
  changedAt: changedAt.toISOString(),
  price,
  // No member price means members pay the reference price: the chart shows what they paid.
  memberPrice: memberPrice ?? price,
});

/**
 * A listed product's price changes in the last PRICE_HISTORY_MONTHS months, per currency, for a
 * signed-in buyer whose plan grants price history now (read on every call, so a lapsed membership is
 * refused at once). Refused (403) naming the cheapest plan that grants it; an unknown or hidden
 * product is notFound. The changes come from the trigger on products, so console, import and SQL
 * edits all appear.
 */
export async function readPriceHistory(
  db: Db,
  input: {
    skuCode: string;
    company: Pick<CompanyRow, 'membershipLevel' | 'membershipExpiresAt'> | null;
    lang: Lang;
  },
): Promise<PriceHistory> {
  const at = now();
  const { priceHistory } = await entitlementsOf(db, input.company, at);
  if (!priceHistory) {
    throw await notEntitled(
      db,
      { withPlan: 'priceHistoryPlanRequired', noPlan: 'priceHistoryNotOffered' },
      (plan) => plan.priceHistory === 1,
      input.lang,
    );
  }

  const [product] = await db
    .select({
      id: products.id,
      skuCode: products.skuCode,
      USD: products.priceUsd,
      EUR: products.priceEur,
      AUD: products.priceAud,
      GBP: products.priceGbp,
      memberUSD: products.memberPriceUsd,
      memberEUR: products.memberPriceEur,
      memberAUD: products.memberPriceAud,
      memberGBP: products.memberPriceGbp,
    })
    .from(products)
    .where(and(eq(products.skuCode, input.skuCode), eq(products.status, 'active')))
    .limit(1);
  if (!product) throw new DomainError('notFound', 'productNotFound', { sku: input.skuCode });

  const from = priceHistoryWindowStart(at);
  const changes = await db
    .select()
    .from(productPriceChanges)
    .where(and(eq(productPriceChanges.productId, product.id), gte(productPriceChanges.changedAt, from)))
    .orderBy(asc(productPriceChanges.changedAt), asc(productPriceChanges.id));

  return {
    skuCode: product.skuCode,
    from: from.toISOString(),
    to: at.toISOString(),
    currencies: CURRENCIES.map((currency) => {
      const own = changes.filter((change) => change.currency === currency);
      const first = own[0];
      // Before the first change in the window its old prices were in force; without one, today's.
      const start = first
        ? point(from, first.oldPrice, first.oldMemberPrice)
        : point(from, product[currency], product[`member${currency}`]);
      return {
        currency,
        start,
        points: own.map((change) => point(change.changedAt, change.newPrice, change.newMemberPrice)),
      };
    }),
  };
}
