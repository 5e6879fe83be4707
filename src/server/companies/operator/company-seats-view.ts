import { asc, desc } from 'drizzle-orm';
import type { Seats } from '@/contracts/company';
import type { Lang } from '@/contracts/site';
import { membershipPlans, type CompanyRow, type MembershipPlanRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { membershipAt } from '../../membership/membership-state';

/** Every plan, in the order planForLevel prefers them (on sale first): read once for a whole page of companies. */
export function allPlans(db: Db): Promise<MembershipPlanRow[]> {
  return db
    .select()
    .from(membershipPlans)
    .orderBy(desc(membershipPlans.active), asc(membershipPlans.sortOrder), asc(membershipPlans.id));
}

/**
 * The operator's view of a company's seats, from rows already read: the limit is the active plan's
 * account_limit (planForLevel's choice among `plans`), used counts active colleagues and open
 * invitations, and the plan to suggest is the cheapest one on sale with more seats.
 */
export function seatsView(
  plans: readonly MembershipPlanRow[],
  company: Pick<CompanyRow, 'membershipLevel' | 'membershipExpiresAt'>,
  counts: { activeColleagues: number; openInvitations: number },
  lang: Lang,
  at: Date,
): Seats {
  const membership = membershipAt(company, at);
  const plan = membership.active ? plans.find((p) => p.level === membership.level) : undefined;
  const limit = plan?.accountLimit ?? 0;
  const more = plans
    .filter((p) => p.active === 1 && p.accountLimit > limit)
    .sort((a, b) => a.priceFen - b.priceFen || a.id - b.id)[0];
  return {
    limit,
    used: counts.activeColleagues + counts.openInvitations,
    morePlan: more ? { id: more.id, level: more.level, title: more.title[lang], accountLimit: more.accountLimit } : null,
  };
}
