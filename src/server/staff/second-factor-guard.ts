import { eq } from 'drizzle-orm';
import { now } from '../clock';
import { staffTotp, type StaffTotpRow, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { LIMITS } from '../accounts/limits';
import { blockRateLimit, clearRateLimit, hitRateLimit, readRateLimit, secondsUntil } from '../security/rate-limit';
import { logEvent } from '../security/safe-log';
import { needsSecondFactor } from '../security/staff-routes';

/*
 * What enrolment and verification share: who may use the second factor at all, and the brute-force
 * limit on codes (checked before any code is looked at, counted per account: the caller already knows
 * the password, so the address does not matter).
 */

const failKey = (userId: number) => `second-factor-fail:${userId}`;

/** Only roles that must pass a second factor have one (today: admin). */
export function assertSecondFactorRole(user: UserRow): void {
  if (!needsSecondFactor(user.role)) throw new DomainError('forbidden', 'forbidden');
}

export async function enforceSecondFactorLimit(db: Db, userId: number): Promise<void> {
  const state = await readRateLimit(db, failKey(userId));
  if (state.blockedUntil) {
    throw new DomainError('rateLimited', 'secondFactorBlocked', {
      minutes: Math.ceil(secondsUntil(state.blockedUntil) / 60),
    });
  }
}

/** Counts a wrong code; the fifth in the window blocks further tries; then says the code was wrong. */
export async function secondFactorFailure(db: Db, userId: number): Promise<never> {
  const { secondFactor } = LIMITS;
  const hit = await hitRateLimit(db, failKey(userId), secondFactor.windowMs);
  if (hit.count >= secondFactor.failures) {
    await blockRateLimit(db, failKey(userId), new Date(now().getTime() + secondFactor.blockMs));
    logEvent('warn', 'second-factor.blocked', { userId });
  }
  throw DomainError.field('code', 'secondFactorCodeInvalid');
}

export function clearSecondFactorFailures(db: Db, userId: number): Promise<void> {
  return clearRateLimit(db, failKey(userId));
}

export async function staffTotpRow(db: Db, userId: number): Promise<StaffTotpRow | undefined> {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
  return row;
}
