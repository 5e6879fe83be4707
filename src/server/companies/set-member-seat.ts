import { eq } from 'drizzle-orm';
import type { Lang } from '@/contracts/site';
import { recordAudit } from '../audit/record-audit';
import { now } from '../clock';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { lockColleague } from './company-colleague';
import { companySeats, lockCompany, seatsFullError } from './company-seats';

/**
 * The owner chooses who keeps a seat: suspending a colleague frees theirs at once; giving one back
 * needs a free seat (open invitations hold theirs). Setting the state a colleague already has changes nothing.
 */
export async function setMemberSeat(
  db: Db,
  input: { companyId: number; ownerId: number; userId: number; seat: 'active' | 'suspended'; lang: Lang; ip?: string | null },
): Promise<{ name: string; seat: 'active' | 'suspended' }> {
  const at = now();
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const company = await lockCompany(tx, input.companyId);
    const member = await lockColleague(tx, input.companyId, input.userId);
    if (member.seatState === input.seat) return { name: member.name, seat: input.seat };
    if (input.seat === 'active') {
      const seats = await companySeats(tx, company, at, input.lang);
      if (seats.used >= seats.limit) throw seatsFullError(seats);
    }
    await tx.update(users).set({ seatState: input.seat, updatedAt: at }).where(eq(users.id, member.id));
    await recordAudit(tx, {
      actorUserId: input.ownerId,
      ip: input.ip,
      action: input.seat === 'active' ? 'company.seat.restored' : 'company.seat.suspended',
      targetUserId: member.id,
      targetType: 'company',
      targetId: input.companyId,
      before: { seatState: member.seatState },
      after: { seatState: input.seat },
      details: { reason: 'owner' },
    });
    return { name: member.name, seat: input.seat };
  });
}
