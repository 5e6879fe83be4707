/**
 * Members of the fitment-export journeys (tests/e2e/fitment-export.spec.ts), one per language: a
 * company on the Annual plan (level 2, which grants the fitment export). seed-invoice-buyers.ts writes
 * them into the e2e data folder before the server starts, as it does the team owners.
 */
export const FITMENT_MEMBER_PASSWORD = 'Fitment-Member-2026';
export const FITMENT_PLAN_LEVEL = 2;
export const FITMENT_MEMBERS = {
  zh: { mobile: '13500000401', password: FITMENT_MEMBER_PASSWORD, name: '李适配', company: '广州适配汽配有限公司' },
  en: { mobile: '13500000402', password: FITMENT_MEMBER_PASSWORD, name: 'Li Shipei', company: 'Guangzhou Fitment Parts Ltd' },
} as const;
