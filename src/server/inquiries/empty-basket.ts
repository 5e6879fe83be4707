import { and, eq } from 'drizzle-orm';
import type { Site } from '@/contracts/site';
import { inquiryBasketItems } from '../db/schema';
import type { Db } from '../db/types';

/** Removes every line of the buyer's basket for this site. */
export async function emptyBasket(db: Db, input: { userId: number; site: Site }): Promise<void> {
  await db
    .delete(inquiryBasketItems)
    .where(and(eq(inquiryBasketItems.userId, input.userId), eq(inquiryBasketItems.site, input.site)));
}
