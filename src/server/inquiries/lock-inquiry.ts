import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { inquiries, type InquiryRow } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Inquiries read FOR UPDATE inside a transition's transaction (ordered by id, so two transactions
 * over the same set never deadlock). `userId` scopes to a buyer's own rows; null means an operator.
 */
export async function lockInquiries(tx: Db, ids: readonly number[], userId: number | null): Promise<InquiryRow[]> {
  if (ids.length === 0) return [];
  const conditions: SQL[] = [inArray(inquiries.id, [...ids])];
  if (userId !== null) conditions.push(eq(inquiries.userId, userId));
  return tx
    .select()
    .from(inquiries)
    .where(and(...conditions))
    .orderBy(inquiries.id)
    .for('update');
}
