import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { now } from '../clock';
import { sessions, staffRecoveryCodes, staffTotp, type SessionRow, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { recordAudit } from '../audit/record-audit';
import { logEvent } from '../security/safe-log';
import { checkTotpCode } from './check-totp-code';
import { hashRecoveryCode } from './recovery-codes';
import { openSecret } from './secret-box';
import {
  assertSecondFactorRole,
  clearSecondFactorFailures,
  enforceSecondFactorLimit,
  secondFactorFailure,
  staffTotpRow,
} from './second-factor-guard';

/**
 * The admin's second step after the password: a current TOTP code (each 30-second step accepted once:
 * the step is claimed with a conditional UPDATE, so a replayed code fails even when two requests race)
 * or an unused recovery code (spent by the same UPDATE). Success marks the session; every failure
 * counts towards the block.
 */
export async function verifySecondFactor(
  db: Db,
  input: { user: UserRow; session: SessionRow; code?: string; recoveryCode?: string; ip: string },
): Promise<{ passed: true; recoveryCodesLeft: number }> {
  const { user } = input;
  assertSecondFactorRole(user);
  await enforceSecondFactorLimit(db, user.id);
  const row = await staffTotpRow(db, user.id);
  if (!row?.secretEnc) throw new DomainError('conflict', 'secondFactorNotEnrolled');
  const at = now();

  const method = input.code !== undefined ? 'totp' : 'recovery-code';
  const accepted = await db.transaction(async (tx) => {
    if (input.code !== undefined) {
      const step = await checkTotpCode(openSecret(row.secretEnc!, user.id), input.code, row.lastStep);
      if (step === null) return false;
      const claimed = await tx
        .update(staffTotp)
        .set({ lastStep: step, updatedAt: at })
        .where(and(eq(staffTotp.userId, user.id), or(isNull(staffTotp.lastStep), lt(staffTotp.lastStep, step))))
        .returning({ userId: staffTotp.userId });
      if (claimed.length === 0) return false;
    } else {
      const spent = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(staffRecoveryCodes.userId, user.id),
            eq(staffRecoveryCodes.codeHash, hashRecoveryCode(input.recoveryCode ?? '')),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      if (spent.length === 0) return false;
    }
    await tx.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.id, input.session.id));
    await recordAudit(tx, {
      actorUserId: user.id,
      ip: input.ip,
      action: 'staff.second-factor',
      targetUserId: user.id,
      details: { method },
    });
    return true;
  });
  if (!accepted) {
    logEvent('info', 'second-factor.failed', { userId: user.id, method });
    return secondFactorFailure(db, user.id);
  }
  await clearSecondFactorFailures(db, user.id);
  const [left] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, user.id), isNull(staffRecoveryCodes.usedAt)));
  return { passed: true, recoveryCodesLeft: left?.n ?? 0 };
}
