import { eq } from 'drizzle-orm';
import { INQUIRY_STATE } from '@/contracts/inquiry-states';
import type { Lang } from '@/contracts/site';
import { chinaDay } from '@/lib/china-date';
import { now } from '../clock';
import { inquiries } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { recordAudit } from '../audit/record-audit';
import { stateLabel } from './inquiry-labels';
import { canClose, effectiveState } from './inquiry-state';
import { inquiriesClosed } from '../webhooks/webhook-events';
import { lockInquiries } from './lock-inquiry';

/** An operator closes an inquiry (e.g. the part cannot be supplied): from the states a buyer may close from. */
export async function closeInquiryAsOperator(
  db: Db,
  input: { inquiryId: number; lang: Lang; operatorId?: number | null; ip?: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await lockInquiries(tx, [input.inquiryId], null);
    if (!row) throw new DomainError('notFound', 'inquiryNotFound');
    const at = now();
    const state = effectiveState(row, chinaDay(at));
    if (!canClose(state)) {
      throw new DomainError('conflict', 'inquiryNotClosable', { reference: row.reference, state: stateLabel(input.lang, state) });
    }
    await tx
      .update(inquiries)
      .set({ state: INQUIRY_STATE.CLOSED, closedAt: at, closedBy: 'operator', updatedAt: at })
      .where(eq(inquiries.id, row.id));
    await recordAudit(tx, {
      actorUserId: input.operatorId ?? null,
      ip: input.ip,
      action: 'inquiry.close',
      targetUserId: row.userId,
      targetType: 'inquiry',
      targetId: row.reference,
      before: { state },
      after: { state: INQUIRY_STATE.CLOSED },
    });
    await inquiriesClosed(tx, [row], 'operator', at);
  });
}
