import type { CompanyRow } from '../db/schema';

export type MembershipState = {
  /** The level the buyer enjoys now: 0 when there is none or it has run out. */
  level: number;
  expiresAt: Date | null;
  active: boolean;
};

/**
 * A membership counts until its expiry instant; after it the company is back on the free tier. The
 * stored level stays on the company row (the history is in the ledger), so "now" decides, never the
 * row. No company (staff) is the free tier.
 */
export function membershipAt(
  company: Pick<CompanyRow, 'membershipLevel' | 'membershipExpiresAt'> | null,
  at: Date,
): MembershipState {
  if (!company) return { level: 0, expiresAt: null, active: false };
  const expiresAt = company.membershipExpiresAt ?? null;
  const active = company.membershipLevel > 0 && expiresAt !== null && expiresAt.getTime() > at.getTime();
  return { level: active ? company.membershipLevel : 0, expiresAt, active };
}
