import { and, desc, eq } from 'drizzle-orm';
import type { UserStatus } from '@/contracts/accounts';
import { isLang, type Lang } from '@/contracts/site';
import { now } from '../clock';
import { auditLog, users, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { logEvent } from '../security/safe-log';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../domain-error';

export type Decision = 'approve' | 'reject' | 'disable';

/** Who decides: the signed-in operator (API), or — null — whoever runs the admin CLI on the database directly. */
export type DecisionActor = { actorUserId: number | null; via?: 'api' | 'cli'; ip?: string | null };

/** The only moves an operator can make: pending → approved | rejected; approved ↔ disabled. */
const TRANSITIONS: Record<Decision, { from: readonly UserStatus[]; to: UserStatus }> = {
  approve: { from: ['pending', 'disabled'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  disable: { from: ['approved'], to: 'disabled' },
};

/** The language the applicant registered in (kept with the registration's audit row); zh otherwise. */
async function applicantLang(tx: Db, userId: number): Promise<Lang> {
  const [row] = await tx
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, 'user.register')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const lang = row?.details.lang;
  return isLang(lang) ? lang : 'zh';
}

/**
 * One operator decision, in one transaction with the row locked: checks the move is allowed, records
 * who/when/why on the user, writes exactly one audit row, then lets `after` queue the side effects
 * (SMS, session revocation) in the same transaction.
 */
export async function changeUserStatus(
  db: Db,
  input: DecisionActor & { userId: number; decision: Decision; reason?: string },
  after: (tx: Db, user: UserRow, lang: Lang) => Promise<void>,
): Promise<UserRow> {
  const rule = TRANSITIONS[input.decision];
  const at = now();
  const updated = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!user) throw new DomainError('notFound', 'userNotFound');
    // Operator accounts come from ADMIN_MOBILE/ADMIN_PASSWORD, not from these buttons (no self-lockout).
    if (user.role !== 'buyer') throw new DomainError('forbidden', 'cannotChangeOperator');
    if (!rule.from.includes(user.status)) {
      throw new DomainError('conflict', 'invalidTransition', {
        from: user.status,
        decision: input.decision,
      });
    }
    const [row] = await tx
      .update(users)
      .set({
        status: rule.to,
        statusReason: input.decision === 'reject' ? (input.reason ?? null) : null,
        statusDecidedBy: input.actorUserId,
        statusDecidedAt: at,
        updatedAt: at,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new Error('status update returned nothing');
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      ip: input.ip,
      action: `user.${input.decision}`,
      targetUserId: user.id,
      before: { status: user.status },
      after: { status: rule.to },
      details: {
        from: user.status,
        to: rule.to,
        via: input.via ?? 'api',
        ...(input.reason ? { reason: input.reason } : {}),
      },
    });
    await after(tx, row, await applicantLang(tx, user.id));
    return row;
  });
  logEvent('info', `account.${input.decision}`, {
    actorUserId: input.actorUserId,
    userId: updated.id,
    mobile: updated.mobile,
  });
  return updated;
}
