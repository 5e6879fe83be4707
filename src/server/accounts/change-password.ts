import { eq } from 'drizzle-orm';
import { now } from '../clock';
import { users, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { hashPassword, verifyPassword } from '../security/password-hash';
import { checkNewPassword } from '../security/password-policy';
import { hitRateLimit, readRateLimit, secondsUntil } from '../security/rate-limit';
import { logEvent } from '../security/safe-log';
import { LIMITS } from './limits';
import { revokeUserSessions } from './revoke-sessions';
import { DomainError } from '../domain-error';

/**
 * POST /api/user/password: needs the current password (10 wrong tries an hour, then 429 — a stolen
 * session must not become a password oracle). Every OTHER session ends; the one that made the change
 * stays signed in (the person at this screen just proved the password).
 */
export async function changePassword(
  db: Db,
  input: { user: UserRow; sessionId: number; currentPassword: string; newPassword: string },
): Promise<{ otherSessionsEnded: number }> {
  const key = `password-change-fail:${input.user.id}`;
  const failures = await readRateLimit(db, key);
  if (failures.count >= LIMITS.passwordChange.failuresPerHour && failures.windowEndsAt) {
    throw new DomainError('rateLimited', 'loginBlocked', {
      minutes: Math.ceil(secondsUntil(failures.windowEndsAt) / 60),
    });
  }
  const problem = checkNewPassword(input.newPassword, { mobile: input.user.mobile });
  if (problem) throw DomainError.field('newPassword', problem);
  if (!input.user.passwordHash || !(await verifyPassword(input.user.passwordHash, input.currentPassword))) {
    await hitRateLimit(db, key, LIMITS.time.HOUR);
    throw DomainError.field('currentPassword', 'currentPasswordWrong');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const at = now();
  const ended = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: at, updatedAt: at })
      .where(eq(users.id, input.user.id));
    return revokeUserSessions(tx, input.user.id, 'password-change', { exceptSessionId: input.sessionId });
  });
  logEvent('info', 'password.changed', { userId: input.user.id, otherSessionsEnded: ended });
  return { otherSessionsEnded: ended };
}
