/**
 * Buyers on the Enterprise plan (level 3: price history among its entitlements) for the price-history
 * journeys (tests/e2e/price-history.spec.ts), one per language. seed-invoice-buyers.ts writes them into
 * the e2e data folder before the server starts, with a membership that lasts a year.
 */
export const ENTERPRISE_MEMBER_PASSWORD = 'Enterprise-Member-2026';
export const ENTERPRISE_PLAN_LEVEL = 3;
export const ENTERPRISE_MEMBERS = {
  zh: { mobile: '13500027301', password: ENTERPRISE_MEMBER_PASSWORD, name: '赵伟', company: '深圳企业汽配有限公司' },
  en: { mobile: '13500027302', password: ENTERPRISE_MEMBER_PASSWORD, name: 'Zhao Wei', company: 'Shenzhen Enterprise Auto Parts Ltd' },
} as const;
