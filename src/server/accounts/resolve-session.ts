import { and, eq } from 'drizzle-orm';
import { now } from '../clock';
import { companies, sessions, users, type CompanyRow, type SessionRow, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { hashSessionToken } from '../security/session-token';
import { enforceSeats, holdsSeat } from '../companies/enforce-seats';
import { LIMITS } from './limits';

export type SessionResolution =
  /** No token was sent. */
  | { state: 'none' }
  /** A token that matches no session. */
  | { state: 'unknown' }
  /** The session existed but is over: revoked (logout, reset, disable…), idle too long, or past its absolute end. */
  | { state: 'ended'; sessionId: number }
  /**
   * The session is fine but its user may no longer use the store: not approved or disabled, the seat
   * suspended or given up, or the whole company disabled. `reason` picks the message.
   */
  | { state: 'unavailable'; sessionId: number; user: UserRow; reason: UnavailableReason }
  | { state: 'active'; sessionId: number; session: SessionRow; user: UserRow; company: CompanyRow | null };

export type UnavailableReason = 'accountUnavailable' | 'seatSuspended' | 'companyDisabled';

/** Why an account may not use the store now, or null when it may. */
export function unavailableReason(user: UserRow, company: CompanyRow | null): UnavailableReason | null {
  if (user.status !== 'approved' || user.seatState === 'removed') return 'accountUnavailable';
  if (company?.status === 'disabled') return 'companyDisabled';
  if (user.seatState === 'suspended') return 'seatSuspended';
  return null;
}

/**
 * Looks a bearer token up by its SHA-256 and decides whether it may act. The user's
 * status wins over the session's own state, so a disabled user's client hears 410002 ("account
 * unavailable") rather than a generic "session ended". Refreshes lastSeenAt at most once a minute.
 */
export async function resolveSession(db: Db, token: string | null): Promise<SessionResolution> {
  if (!token) return { state: 'none' };
  return resolveSessionByHash(db, hashSessionToken(token));
}

/** resolveSession for a token already hashed (the session cache's key is that hash). */
export async function resolveSessionByHash(db: Db, tokenHash: string): Promise<SessionResolution> {
  const [row] = await db
    .select({ session: sessions, user: users, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return { state: 'unknown' };
  const { session, user, company } = row;
  const at = now();
  // A colleague's seat may have lapsed with the plan since their last request.
  if (holdsSeat(user) && company && company.status === 'active' && (await enforceSeats(db, company, at)).includes(user.id))
    return { state: 'unavailable', sessionId: session.id, user: { ...user, seatState: 'suspended' }, reason: 'seatSuspended' };
  const reason = unavailableReason(user, company);
  if (reason) return { state: 'unavailable', sessionId: session.id, user, reason };
  const idleEnd = session.lastSeenAt.getTime() + LIMITS.session.idleMs();
  if (session.revokedAt || session.expiresAt <= at || idleEnd <= at.getTime())
    return { state: 'ended', sessionId: session.id };
  if (at.getTime() - session.lastSeenAt.getTime() >= LIMITS.session.touchEveryMs) {
    // Conditional on the value read, so concurrent requests write once.
    await db
      .update(sessions)
      .set({ lastSeenAt: at })
      .where(and(eq(sessions.id, session.id), eq(sessions.lastSeenAt, session.lastSeenAt)));
  }
  return { state: 'active', sessionId: session.id, session, user, company };
}
