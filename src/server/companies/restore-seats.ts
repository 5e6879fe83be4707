import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { recordAudit } from '../audit/record-audit';
import { countOpenInvitations, countSeatHolders, lockCompany, seatLimit } from './company-seats';

/**
 * After a purchase or upgrade: suspended colleagues come back, the earliest joined first, as far as
 * the free seats go (open invitations keep theirs). Call in the payment's transaction, after the
 * membership changed. Returns the ids it restored.
 */
export async function restoreSeats(tx: Db, companyId: number, at: Date): Promise<number[]> {
  const company = await lockCompany(tx, companyId);
  const limit = await seatLimit(tx, company, at);
  const free = limit - (await countSeatHolders(tx, companyId)) - (await countOpenInvitations(tx, companyId, at));
  if (free <= 0) return [];
  const waiting = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.companyRole, 'buyer'),
        eq(users.seatState, 'suspended'),
        eq(users.status, 'approved'),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(free);
  if (waiting.length === 0) return [];
  const restored = await tx
    .update(users)
    .set({ seatState: 'active', updatedAt: at })
    .where(and(inArray(users.id, waiting.map((w) => w.id)), eq(users.seatState, 'suspended')))
    .returning({ id: users.id });
  for (const { id } of restored) {
    await recordAudit(tx, {
      actorUserId: null,
      action: 'company.seat.restored',
      targetUserId: id,
      targetType: 'company',
      targetId: companyId,
      before: { seatState: 'suspended' },
      after: { seatState: 'active' },
      details: { reason: 'seatLimit', limit },
    });
  }
  return restored.map((r) => r.id);
}
