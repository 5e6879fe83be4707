import type { UserRow } from '../db/schema';

export type MembershipState = {
  /** The level the buyer enjoys now: 0 when there is none or it has run out. */
  level: number;
  expiresAt: Date | null;
  active: boolean;
};

/**
 * A membership counts until its expiry instant; after it the buyer is back on the free tier. The
 * stored level stays on the user row (the history is in the ledger), so "now" decides, never the row.
 */
export function membershipAt(user: Pick<UserRow, 'membershipLevel' | 'membershipExpiresAt'>, at: Date): MembershipState {
  const expiresAt = user.membershipExpiresAt ?? null;
  const active = user.membershipLevel > 0 && expiresAt !== null && expiresAt.getTime() > at.getTime();
  return { level: active ? user.membershipLevel : 0, expiresAt, active };
}
