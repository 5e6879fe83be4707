import type { Entitlements } from '@/contracts/entitlements';
import { FREE_TIER_LIMITS } from '@/contracts/membership-constants';
import type { Lang } from '@/contracts/site';
import { env } from '@/env';
import type { CompanyRow, MembershipPlanRow } from '../db/schema';
import type { Db } from '../db/types';
import { now } from '../clock';
import { DomainError, type MessageKey, type MessageParams } from '../domain-error';
import { allPlans } from '../companies/operator/company-seats-view';
import { planInForce } from './plan-in-force';

/*
 * What the company's plan grants at this instant (docs/decisions/0067-member-entitlements.md). Read
 * from the company row and the plan row on every request, never remembered in memory: a membership that
 * has ended grants nothing on the next request, on every instance.
 */

/** Entitlements of a plan (or of the free tier when there is none) for a signed-in buyer. */
export function entitlementsOfPlan(plan: MembershipPlanRow | undefined): Entitlements {
  if (!plan) {
    return {
      tier: 'buyer',
      planLevel: 0,
      memberData: false,
      fitmentExport: false,
      priceHistory: false,
      accountManager: false,
      renewalReminders: false,
      apiAccess: false,
      apiTokenPerMinute: 0,
      apiCompanyPerMinute: 0,
      invoices: false,
      quickInquiryLines: FREE_TIER_LIMITS.quickInquiryLines,
      answerHours: FREE_TIER_LIMITS.answerHours,
      seats: 0,
      dailyInquiries: env.FREE_DAILY_INQUIRIES,
    };
  }
  return {
    tier: plan.memberData === 1 ? 'member' : 'buyer',
    planLevel: plan.level,
    memberData: plan.memberData === 1,
    fitmentExport: plan.fitmentExport === 1,
    priceHistory: plan.priceHistory === 1,
    accountManager: plan.accountManager === 1,
    renewalReminders: plan.renewalReminders === 1,
    apiAccess: plan.apiAccess === 1,
    apiTokenPerMinute: plan.apiAccess === 1 ? plan.apiTokenPerMinute : 0,
    apiCompanyPerMinute: plan.apiAccess === 1 ? plan.apiCompanyPerMinute : 0,
    invoices: plan.isInvoice === 1,
    quickInquiryLines: plan.quickInquiryLines,
    answerHours: plan.answerHours,
    seats: plan.accountLimit,
    dailyInquiries: plan.perDayLimit,
  };
}

/** The signed-in buyer's entitlements now: the company's plan while it lasts. Staff (no company) get the free tier. */
export async function entitlementsOf(
  db: Db,
  company: Pick<CompanyRow, 'membershipLevel' | 'membershipExpiresAt'> | null,
  at: Date = now(),
): Promise<Entitlements> {
  return entitlementsOfPlan(await planInForce(db, company, at));
}

/**
 * The cheapest plan on sale that grants what `grants` asks, for a refusal to name ("… the Annual
 * membership allows it"), or undefined when no plan on sale does.
 */
export async function cheapestPlanGranting(
  db: Db,
  grants: (plan: MembershipPlanRow) => boolean,
): Promise<MembershipPlanRow | undefined> {
  return (await allPlans(db))
    .filter((p) => p.active === 1 && grants(p))
    .sort((a, b) => a.priceFen - b.priceFen || a.id - b.id)[0];
}

/**
 * The refusal of something the plan does not grant: 403 `keys.withPlan` naming the cheapest plan that
 * does (param `plan`, its title in `lang`), or `keys.noPlan` when no plan on sale does.
 */
export async function notEntitled(
  db: Db,
  keys: { withPlan: MessageKey; noPlan: MessageKey },
  grants: (plan: MembershipPlanRow) => boolean,
  lang: Lang,
  params: MessageParams = {},
): Promise<DomainError> {
  const plan = await cheapestPlanGranting(db, grants);
  return plan
    ? new DomainError('forbidden', keys.withPlan, { ...params, plan: plan.title[lang] })
    : new DomainError('forbidden', keys.noPlan, params);
}
