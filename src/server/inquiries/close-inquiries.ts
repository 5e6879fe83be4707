import { inArray } from 'drizzle-orm';
import { INQUIRY_STATE, type InquiryState } from '@/contracts/inquiry-states';
import type { Lang } from '@/contracts/site';
import { chinaDay } from '@/lib/china-date';
import { now } from '../clock';
import { inquiries } from '../db/schema';
import type { Db } from '../db/types';
import type { MessageKey, MessageParams } from '../domain-error';
import { stateLabel } from './inquiry-labels';
import { canClose, effectiveState } from './inquiry-state';
import { inquiriesClosed } from '../webhooks/webhook-events';
import { auditOnBehalf } from './audit-on-behalf';
import type { InquiryViewer } from './inquiry-viewer';
import { lockInquiries } from './lock-inquiry';

export type CloseRefusal = { id: number; reason: { key: MessageKey; params: MessageParams }; state: InquiryState | null };
export type CloseResult = { updated: number[]; refused: CloseRefusal[] };

/**
 * PUT /api/inquiry {ids, state: 500}: the buyer withdraws inquiries (the owner any of the company's,
 * a colleague their own). Decided per id, in one transaction with the rows locked: those in a
 * closable state (submitted, quoted, expired) close; each other id is refused with its reason — ids
 * the viewer may not act on read as "not found", exactly like ids that do not exist.
 */
export async function closeInquiries(
  db: Db,
  input: { viewer: InquiryViewer; ids: readonly number[]; lang: Lang },
): Promise<CloseResult> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const at = now();
    const today = chinaDay(at);
    const rows = new Map((await lockInquiries(tx, ids, input.viewer)).map((row) => [row.id, row]));
    const updated: number[] = [];
    const refused: CloseRefusal[] = [];
    for (const id of ids) {
      const row = rows.get(id);
      if (!row) {
        refused.push({ id, reason: { key: 'inquiryNotFound', params: {} }, state: null });
        continue;
      }
      const state = effectiveState(row, today);
      if (canClose(state)) updated.push(id);
      else {
        refused.push({
          id,
          reason: { key: 'inquiryNotClosable', params: { reference: row.reference, state: stateLabel(input.lang, state) } },
          state,
        });
      }
    }
    if (updated.length) {
      await tx
        .update(inquiries)
        .set({ state: INQUIRY_STATE.CLOSED, closedAt: at, closedBy: 'buyer', updatedAt: at })
        .where(inArray(inquiries.id, updated));
      const closed = updated.flatMap((id) => rows.get(id) ?? []);
      await auditOnBehalf(tx, { action: 'inquiry.close', viewer: input.viewer, rows: closed, at });
      await inquiriesClosed(tx, closed, 'buyer', at);
    }
    return { updated, refused };
  });
}
