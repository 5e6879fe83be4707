import { eq } from 'drizzle-orm';
import { INQUIRY_STATE } from '@/contracts/inquiry-states';
import type { Lang } from '@/contracts/site';
import { chinaDay } from '@/lib/china-date';
import { now } from '../clock';
import { inquiries } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { stateLabel } from './inquiry-labels';
import { effectiveState } from './inquiry-state';
import { lockInquiries } from './lock-inquiry';

/** The buyer accepts the quote: only a quoted inquiry whose validity (China day) has not passed. */
export async function acceptInquiry(db: Db, input: { userId: number; inquiryId: number; lang: Lang }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await lockInquiries(tx, [input.inquiryId], input.userId);
    if (!row) throw new DomainError('notFound', 'inquiryNotFound');
    const at = now();
    const state = effectiveState(row, chinaDay(at));
    if (state === INQUIRY_STATE.EXPIRED) {
      throw new DomainError('conflict', 'quoteExpired', { date: row.quoteValidUntil ?? '' });
    }
    if (state !== INQUIRY_STATE.QUOTED) {
      throw new DomainError('conflict', 'inquiryNotAcceptable', {
        reference: row.reference,
        state: stateLabel(input.lang, state),
      });
    }
    await tx
      .update(inquiries)
      .set({ state: INQUIRY_STATE.ACCEPTED, acceptedAt: at, updatedAt: at })
      .where(eq(inquiries.id, row.id));
  });
}
