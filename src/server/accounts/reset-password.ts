import { and, eq } from 'drizzle-orm';
import { now } from '../clock';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { hashPassword } from '../security/password-hash';
import { checkNewPassword } from '../security/password-policy';
import { logEvent } from '../security/safe-log';
import { consumeSmsCode } from './consume-sms-code';
import { revokeUserSessions } from './revoke-sessions';
import { DomainError } from '../domain-error';

/**
 * POST /api/reset: sets a password with an SMS code (purpose autopartsResetPwd) and ends every session
 * of the account. Reset codes are only ever sent to approved accounts, so an unknown,
 * pending, rejected or disabled number always ends at "code wrong or expired" — the same answer as a
 * mistyped code, whether or not the number has an account. The password rules are checked before the
 * code, so a weak password does not use the code up.
 */
export async function resetPassword(
  db: Db,
  input: { mobile: string; code: string; password: string },
): Promise<void> {
  const problem = checkNewPassword(input.password, { mobile: input.mobile });
  if (problem) throw DomainError.field('password', problem);
  if (!(await consumeSmsCode(db, { mobile: input.mobile, purpose: 'autopartsResetPwd', code: input.code }))) {
    throw DomainError.field('code', 'smsCodeInvalid');
  }
  const passwordHash = await hashPassword(input.password);
  const at = now();
  const updated = await db.transaction(async (tx) => {
    // Only an approved account takes a password (one disabled since the code was sent does not).
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: at, updatedAt: at })
      .where(and(eq(users.mobile, input.mobile), eq(users.status, 'approved')))
      .returning({ id: users.id });
    if (!user) return null;
    await revokeUserSessions(tx, user.id, 'password-reset');
    return user.id;
  });
  if (!updated) throw DomainError.field('code', 'smsCodeInvalid');
  logEvent('info', 'password.reset', { userId: updated, mobile: input.mobile });
}
