/**
 * Owners of the company-team journeys (tests/e2e/company-team.spec.ts), one per language: a company
 * on the Annual plan (level 2: three colleagues besides the owner). seed-invoice-buyers.ts writes them
 * into the e2e data folder before the server starts, as it does the invoice buyers.
 */
export const TEAM_OWNER_PASSWORD = 'Team-Owner-2026';
export const TEAM_PLAN_LEVEL = 2;
export const TEAM_OWNERS = {
  zh: { mobile: '13500000201', password: TEAM_OWNER_PASSWORD, name: '王建国', company: '杭州团队汽配有限公司' },
  en: { mobile: '13500000202', password: TEAM_OWNER_PASSWORD, name: 'Wang Jianguo', company: 'Hangzhou Team Auto Parts Ltd' },
} as const;
