import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { now } from '../clock';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { revokeUserSessions } from '../accounts/revoke-sessions';
import { lockColleague } from './company-colleague';

/**
 * The owner removes a colleague for good: the seat is given up, the account disabled and every one of
 * its sessions ended (its next call answers 410002). Its inquiries stay with the company, and its
 * mobile stays taken (an operator can re-enable the account).
 */
export async function removeMember(
  db: Db,
  input: { companyId: number; ownerId: number; userId: number; ip?: string | null },
): Promise<{ name: string }> {
  const at = now();
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const member = await lockColleague(tx, input.companyId, input.userId);
    await tx
      .update(users)
      .set({ seatState: 'removed', status: 'disabled', statusDecidedBy: input.ownerId, statusDecidedAt: at, updatedAt: at })
      .where(eq(users.id, member.id));
    const ended = await revokeUserSessions(tx, member.id, 'company-removed');
    await recordAudit(tx, {
      actorUserId: input.ownerId,
      ip: input.ip,
      action: 'company.member.removed',
      targetUserId: member.id,
      targetType: 'company',
      targetId: input.companyId,
      before: { seatState: member.seatState, status: member.status },
      after: { seatState: 'removed', status: 'disabled' },
      details: { sessionsEnded: ended },
    });
    return { name: member.name };
  });
}
