/**
 * People of the API access journeys (tests/e2e/api-tokens.spec.ts), one company per language: an owner
 * on the Enterprise plan (level 3, the plan that grants API access) and a colleague in the same company.
 * seed-invoice-buyers.ts writes them into the e2e data folder before the server starts, as it does the
 * team owners. Their own company, so no other journey's tokens or plan changes meet theirs.
 */
export const API_OWNER_PASSWORD = 'Api-Owner-2026';
export const API_PLAN_LEVEL = 3;
export const API_OWNERS = {
  zh: {
    owner: { mobile: '13500000601', password: API_OWNER_PASSWORD, name: '钱接口', company: '苏州接口汽配有限公司' },
    colleague: { mobile: '13500000611', password: API_OWNER_PASSWORD, name: '吴同事' },
  },
  en: {
    owner: { mobile: '13500000602', password: API_OWNER_PASSWORD, name: 'Qian Jiekou', company: 'Suzhou Interface Auto Parts Ltd' },
    colleague: { mobile: '13500000612', password: API_OWNER_PASSWORD, name: 'Wu Tongshi' },
  },
} as const;
