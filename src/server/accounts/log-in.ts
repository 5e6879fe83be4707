import { eq } from 'drizzle-orm';
import type { LoginResult } from '@/contracts/accounts';
import { now } from '../clock';
import { companies, users, type CompanyRow, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { verifyDummyPassword, verifyPassword } from '../security/password-hash';
import {
  blockRateLimit,
  clearRateLimit,
  hitRateLimit,
  readRateLimit,
  secondsUntil,
} from '../security/rate-limit';
import { logEvent } from '../security/safe-log';
import { enforceSeats, holdsSeat } from '../companies/enforce-seats';
import { createSession } from './create-session';
import { LIMITS } from './limits';
import { DomainError } from '../domain-error';

const pairKey = (mobile: string, ip: string) => `login-fail:${mobile}|${ip}`;
const accountKey = (mobile: string) => `login-account:${mobile}`;

/** Refuses before any hashing while (mobile, IP) is blocked or the account had 100 failures this hour. */
async function enforceLoginLimits(db: Db, mobile: string, ip: string): Promise<void> {
  const [pair, account] = await Promise.all([
    readRateLimit(db, pairKey(mobile, ip)),
    readRateLimit(db, accountKey(mobile)),
  ]);
  if (pair.blockedUntil) {
    throw new DomainError('rateLimited', 'loginBlocked', {
      minutes: Math.ceil(secondsUntil(pair.blockedUntil) / 60),
    });
  }
  if (account.count >= LIMITS.login.perAccountHour && account.windowEndsAt) {
    throw new DomainError('rateLimited', 'loginBlocked', {
      minutes: Math.ceil(secondsUntil(account.windowEndsAt) / 60),
    });
  }
}

async function recordFailure(db: Db, mobile: string, ip: string): Promise<void> {
  const { login } = LIMITS;
  const pair = await hitRateLimit(db, pairKey(mobile, ip), login.failureWindowMs);
  await hitRateLimit(db, accountKey(mobile), LIMITS.time.HOUR);
  if (pair.count >= login.consecutiveFailures) {
    await blockRateLimit(db, pairKey(mobile, ip), new Date(now().getTime() + login.blockMs));
    logEvent('warn', 'login.blocked', { mobile, ip });
  }
}

/** Why an account that exists may not sign in: each case has its own, clear message. */
function statusRefusal(user: UserRow, company: CompanyRow | null): DomainError | null {
  if (user.status === 'pending') return new DomainError('forbidden', 'accountPending');
  if (user.status === 'rejected')
    return new DomainError('forbidden', 'accountRejected', { reason: user.statusReason ?? '—' });
  if (user.status === 'disabled' || user.seatState === 'removed') return new DomainError('forbidden', 'accountDisabled');
  if (company?.status === 'disabled') return new DomainError('forbidden', 'companyDisabled');
  if (user.seatState === 'suspended') return new DomainError('forbidden', 'seatSuspended');
  return null;
}

/**
 * POST /api/login → { role, token }. Unknown number and wrong password give the same answer after the
 * same work (a dummy argon2 verify). Accounts without a password (pending and rejected
 * applicants, approved buyers who have not set one) have nothing to check, so they hear why they
 * cannot sign in whatever was typed; accounts with a password hear about their status only after the
 * right password.
 */
export async function logIn(
  db: Db,
  input: { mobile: string; password: string; ip: string; userAgent?: string | null },
): Promise<LoginResult & { sessionId: number }> {
  await enforceLoginLimits(db, input.mobile, input.ip);
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.mobile, input.mobile));
  const user = row?.user;

  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyDummyPassword(input.password);

  if (!user || !passwordOk) {
    await recordFailure(db, input.mobile, input.ip);
    logEvent('info', 'login.failed', { mobile: input.mobile, ip: input.ip });
    if (user && !user.passwordHash)
      throw statusRefusal(user, row.company) ?? new DomainError('forbidden', 'passwordNotSet');
    throw new DomainError('forbidden', 'invalidCredentials');
  }
  if (holdsSeat(user) && row.company && (await enforceSeats(db, row.company, now())).includes(user.id))
    user.seatState = 'suspended';
  const refusal = statusRefusal(user, row.company);
  if (refusal) throw refusal;

  await clearRateLimit(db, pairKey(input.mobile, input.ip));
  const { token, sessionId } = await createSession(db, {
    userId: user.id,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  logEvent('info', 'login.ok', { userId: user.id, mobile: input.mobile });
  return { role: user.role, token, sessionId };
}
