import { sql } from 'drizzle-orm';
import { productPriceChanges, type ProductRow } from '../../schema';
import type { Db } from '../../types';

const DAY = 24 * 3_600_000;
/** Days before the seed when each demo change happened, oldest first, and the step each one took. */
const CHANGES = [
  { daysAgo: 320, factor: 0.9 },
  { daysAgo: 235, factor: 0.95 },
  { daysAgo: 150, factor: 0.92 },
  { daysAgo: 60, factor: 0.97 },
  { daysAgo: 12, factor: 1 },
] as const;

const CURRENCIES = [
  ['USD', 'priceUsd', 'memberPriceUsd'],
  ['EUR', 'priceEur', 'memberPriceEur'],
  ['AUD', 'priceAud', 'memberPriceAud'],
  ['GBP', 'priceGbp', 'memberPriceGbp'],
] as const;

type Prices = Pick<ProductRow, 'id' | 'priceUsd' | 'priceEur' | 'priceAud' | 'priceGbp' | 'memberPriceUsd' | 'memberPriceEur' | 'memberPriceAud' | 'memberPriceGbp'>;

/**
 * A year of price changes for the first product of every category (the first card of each listing),
 * so a member's price-history chart has a line on the demo: prices that rose in steps to today's,
 * written as the trigger would have (the seed inserts products; it never updates them).
 */
export async function seedDemoPriceHistory(db: Db, at: Date = new Date()): Promise<void> {
  const result = await db.execute(sql`
    SELECT DISTINCT ON (category_id) id, price_usd AS "priceUsd", price_eur AS "priceEur", price_aud AS "priceAud",
      price_gbp AS "priceGbp", member_price_usd AS "memberPriceUsd", member_price_eur AS "memberPriceEur",
      member_price_aud AS "memberPriceAud", member_price_gbp AS "memberPriceGbp"
    FROM products WHERE status = 'active' ORDER BY category_id, id`);
  const rows = (result as unknown as { rows: Prices[] }).rows;
  const changes = rows.flatMap((product, index) =>
    CURRENCIES.flatMap(([currency, priceKey, memberKey]) => {
      const price = product[priceKey];
      const member = product[memberKey];
      // Every other product skips a step so the lines differ.
      const steps = CHANGES.filter((_, i) => (index % 2 === 0 ? true : i !== 1));
      const at0 = (factor: number) => Math.round(price * factor);
      const memberAt = (factor: number) => (member === null ? null : Math.round(member * factor));
      let oldFactor = steps[0]!.factor * 0.97;
      return steps.map(({ daysAgo, factor }) => {
        const change = {
          productId: product.id,
          currency,
          oldPrice: at0(oldFactor),
          newPrice: at0(factor),
          oldMemberPrice: memberAt(oldFactor),
          newMemberPrice: memberAt(factor),
          changedAt: new Date(at.getTime() - (daysAgo + (index % 5)) * DAY),
        };
        oldFactor = factor;
        return change;
      });
    }),
  );
  // A few thousand rows: in slices, well under PostgreSQL's bind-parameter limit.
  for (let i = 0; i < changes.length; i += 2000) await db.insert(productPriceChanges).values(changes.slice(i, i + 2000));
}
