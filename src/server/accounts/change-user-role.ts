import { eq } from 'drizzle-orm';
import type { UserRole } from '@/contracts/accounts';
import { now } from '../clock';
import { users, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { logEvent } from '../security/safe-log';
import { revokeUserSessions } from './revoke-sessions';

/**
 * POST /api/admin/users/{id}/role (admin only: the route declares it). Nobody changes their own role
 * (no self-lockout, no self-promotion path); only approved accounts get a staff role. The user's
 * sessions end, so the new role — and, for a new admin, the second factor — applies at the next sign-in.
 */
export async function changeUserRole(
  db: Db,
  input: AuditActor & { actorUserId: number; userId: number; role: UserRole },
): Promise<UserRow> {
  if (input.userId === input.actorUserId) throw new DomainError('forbidden', 'cannotChangeOwnRole');
  const updated = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!user) throw new DomainError('notFound', 'userNotFound');
    if (user.role === input.role) return user;
    if (input.role !== 'buyer' && user.status !== 'approved')
      throw new DomainError('conflict', 'roleNeedsApprovedAccount', { status: user.status });
    const [row] = await tx
      .update(users)
      .set({ role: input.role, updatedAt: now() })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new Error('role update returned nothing');
    await revokeUserSessions(tx, user.id, 'role-change');
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      ip: input.ip,
      action: 'user.role',
      targetUserId: user.id,
      before: { role: user.role },
      after: { role: input.role },
    });
    return row;
  });
  logEvent('info', 'account.role', { actorUserId: input.actorUserId, userId: updated.id, role: updated.role });
  return updated;
}
