import { and, eq, type SQL } from 'drizzle-orm';
import type { Site } from '@/contracts/site';
import { inquiryBasketItems } from '../db/schema';

/** A buyer's basket is per site: every basket query is limited to these rows (and any further `conditions`). */
export function basketOf(owner: { userId: number; site: Site }, ...conditions: SQL[]): SQL | undefined {
  return and(
    eq(inquiryBasketItems.userId, owner.userId),
    eq(inquiryBasketItems.site, owner.site),
    ...conditions,
  );
}
