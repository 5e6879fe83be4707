import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { now } from '../clock';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { verifyPassword } from '../security/password-hash';
import { lockColleague } from './company-colleague';
import { lockCompany } from './company-seats';

/**
 * The owner hands the company to an active colleague, confirming with the owner's password; the two
 * swap roles in one transaction (the old owner keeps a seat as a colleague, the one the new owner frees).
 */
export async function transferOwnership(
  db: Db,
  input: { companyId: number; ownerId: number; userId: number; password: string; ip?: string | null },
): Promise<{ name: string }> {
  const [owner] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, input.ownerId), eq(users.companyId, input.companyId), eq(users.companyRole, 'owner')));
  if (!owner) throw new DomainError('forbidden', 'ownerOnly');
  if (!owner.passwordHash || !(await verifyPassword(owner.passwordHash, input.password)))
    throw DomainError.field('password', 'currentPasswordWrong');
  const at = now();
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await lockCompany(tx, input.companyId);
    const target = await lockColleague(tx, input.companyId, input.userId);
    if (target.seatState !== 'active' || target.status !== 'approved')
      throw new DomainError('conflict', 'transferTargetInactive', { name: target.name });
    // Re-read under the company lock: a second transfer in flight finds the owner already changed.
    const [stillOwner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, owner.id), eq(users.companyRole, 'owner')));
    if (!stillOwner) throw new DomainError('forbidden', 'ownerOnly');
    await tx.update(users).set({ companyRole: 'buyer', seatState: 'active', updatedAt: at }).where(eq(users.id, owner.id));
    await tx.update(users).set({ companyRole: 'owner', updatedAt: at }).where(eq(users.id, target.id));
    await recordAudit(tx, {
      actorUserId: owner.id,
      ip: input.ip,
      action: 'company.ownership.transferred',
      targetUserId: target.id,
      targetType: 'company',
      targetId: input.companyId,
      before: { ownerId: owner.id },
      after: { ownerId: target.id },
    });
    return { name: target.name };
  });
}
