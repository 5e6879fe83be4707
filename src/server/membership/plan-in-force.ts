import type { CompanyRow, MembershipPlanRow } from '../db/schema';
import type { Db } from '../db/types';
import { now } from '../clock';
import { planForLevel } from './find-plan';
import { membershipAt } from './membership-state';

/** The plan the company's membership stands on now; undefined when none is in force (free, or lapsed). */
export async function planInForce(
  db: Db,
  company: Pick<CompanyRow, 'membershipLevel' | 'membershipExpiresAt'> | null,
  at: Date = now(),
): Promise<MembershipPlanRow | undefined> {
  const membership = membershipAt(company, at);
  return membership.active ? planForLevel(db, membership.level) : undefined;
}
