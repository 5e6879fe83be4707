import { and, desc, eq, inArray } from 'drizzle-orm';
import { users, type CompanyRow, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { recordAudit } from '../audit/record-audit';
import { seatHolderWhere, seatLimit } from './company-seats';

/** A colleague holding a seat: the plan may have fewer seats since, so theirs is settled before they act (owners never pay for it). */
export function holdsSeat(user: Pick<UserRow, 'companyRole' | 'seatState' | 'status'>): boolean {
  return user.companyRole === 'buyer' && user.seatState === 'active' && user.status === 'approved';
}

/**
 * Suspends the colleagues past the plan's seats, the most recently joined first (never deleting
 * anyone), and audits each. Run wherever seats are read: a colleague's sign-in or request, the team
 * page. Returns the ids it suspended. Cheap when nothing is over: the plan's limit and one read of
 * the seat holders.
 */
export async function enforceSeats(
  db: Db,
  company: Pick<CompanyRow, 'id' | 'membershipLevel' | 'membershipExpiresAt'>,
  at: Date,
): Promise<number[]> {
  const limit = await seatLimit(db, company, at);
  const holders = await db
    .select({ id: users.id })
    .from(users)
    .where(seatHolderWhere(company.id))
    .orderBy(desc(users.createdAt), desc(users.id));
  const over = holders.length - limit;
  if (over <= 0) return [];
  const newest = holders.slice(0, over).map((h) => h.id);
  return db.transaction(async (tx) => {
    const suspended = await tx
      .update(users)
      .set({ seatState: 'suspended', updatedAt: at })
      .where(and(inArray(users.id, newest), eq(users.seatState, 'active')))
      .returning({ id: users.id, seatState: users.seatState });
    for (const { id } of suspended) {
      await recordAudit(tx as unknown as Db, {
        actorUserId: null,
        action: 'company.seat.suspended',
        targetUserId: id,
        targetType: 'company',
        targetId: company.id,
        before: { seatState: 'active' },
        after: { seatState: 'suspended' },
        details: { reason: 'seatLimit', limit },
      });
    }
    return suspended.map((s) => s.id);
  });
}
