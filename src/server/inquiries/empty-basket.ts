import type { Site } from '@/contracts/site';
import { inquiryBasketItems } from '../db/schema';
import type { Db } from '../db/types';
import { basketOf } from './basket-scope';

/** Removes every line of the buyer's basket for this site. */
export async function emptyBasket(db: Db, input: { userId: number; site: Site }): Promise<void> {
  await db.delete(inquiryBasketItems).where(basketOf(input));
}
