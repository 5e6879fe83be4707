import { eq } from 'drizzle-orm';
import { now } from '../clock';
import { sessions, staffRecoveryCodes, staffTotp, type SessionRow, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { recordAudit } from '../audit/record-audit';
import { checkTotpCode } from './check-totp-code';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { openSecret } from './secret-box';
import {
  assertSecondFactorRole,
  clearSecondFactorFailures,
  enforceSecondFactorLimit,
  secondFactorFailure,
  staffTotpRow,
} from './second-factor-guard';

/**
 * The first code from the app proves it holds the pending secret: it becomes the factor, ten new
 * recovery codes replace any old ones (returned once, stored hashed) and this session counts as
 * having passed the second factor. Wrong codes count towards the same limit as sign-in codes.
 */
export async function confirmTotpEnrolment(
  db: Db,
  input: { user: UserRow; session: SessionRow; code: string; ip: string },
): Promise<{ recoveryCodes: string[] }> {
  const { user } = input;
  assertSecondFactorRole(user);
  await enforceSecondFactorLimit(db, user.id);
  const row = await staffTotpRow(db, user.id);
  if (!row?.pendingSecretEnc) throw new DomainError('conflict', 'secondFactorNoEnrolment');
  if (row.secretEnc && !input.session.secondFactorAt) throw new DomainError('forbidden', 'secondFactorRequired');
  const step = await checkTotpCode(openSecret(row.pendingSecretEnc, user.id), input.code);
  if (step === null) return secondFactorFailure(db, user.id);

  const codes = newRecoveryCodes();
  const at = now();
  await db.transaction(async (tx) => {
    await tx
      .update(staffTotp)
      .set({ secretEnc: row.pendingSecretEnc, pendingSecretEnc: null, enabledAt: at, lastStep: step, updatedAt: at })
      .where(eq(staffTotp.userId, user.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ userId: user.id, codeHash: hashRecoveryCode(code), createdAt: at })));
    await tx.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.id, input.session.id));
    await recordAudit(tx, {
      actorUserId: user.id,
      ip: input.ip,
      action: row.secretEnc ? 'staff.totp.replace' : 'staff.totp.enrol',
      targetUserId: user.id,
      details: { recoveryCodes: codes.length },
    });
  });
  await clearSecondFactorFailures(db, user.id);
  return { recoveryCodes: codes };
}
