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
import { auditOnBehalf } from './audit-on-behalf';
import type { InquiryViewer } from './inquiry-viewer';
import { lockInquiries } from './lock-inquiry';

/**
 * The buyer accepts the quote: only a quoted inquiry whose validity (China day) has not passed, and
 * only one the viewer may act on (the owner: any of the company's; a colleague: their own).
 */
export async function acceptInquiry(db: Db, input: { viewer: InquiryViewer; inquiryId: number; lang: Lang }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await lockInquiries(tx, [input.inquiryId], input.viewer);
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
    await auditOnBehalf(tx, { action: 'inquiry.accept', viewer: input.viewer, rows: [row], at });
  });
}
