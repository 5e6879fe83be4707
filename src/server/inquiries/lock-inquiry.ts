import { and, inArray, type SQL } from 'drizzle-orm';
import { inquiries, type InquiryRow } from '../db/schema';
import type { Db } from '../db/types';
import { viewerScope, type InquiryViewer } from './inquiry-viewer';

/**
 * Inquiries read FOR UPDATE inside a transition's transaction (ordered by id, so two transactions
 * over the same set never deadlock). `viewer` keeps a buyer to what they may act on; null means an operator.
 */
export async function lockInquiries(tx: Db, ids: readonly number[], viewer: InquiryViewer | null): Promise<InquiryRow[]> {
  if (ids.length === 0) return [];
  const conditions: SQL[] = [inArray(inquiries.id, [...ids])];
  if (viewer !== null) conditions.push(viewerScope(viewer));
  return tx
    .select()
    .from(inquiries)
    .where(and(...conditions))
    .orderBy(inquiries.id)
    .for('update');
}
