/**
 * Members of the data-tier journey (tests/e2e/trade-tiers.spec.ts), one per language: a company on the
 * Quarterly plan (level 1, which grants member data: member prices, exact stock, OE numbers).
 * seed-invoice-buyers.ts writes them into the e2e data folder before the server starts.
 */
export const TRADE_MEMBER_PASSWORD = 'Trade-Member-2026';
export const TRADE_MEMBER_LEVEL = 1;
export const TRADE_MEMBERS = {
  zh: { mobile: '13500000301', password: TRADE_MEMBER_PASSWORD, name: '赵磊', company: '温州会员汽配有限公司' },
  en: { mobile: '13500000302', password: TRADE_MEMBER_PASSWORD, name: 'Zhao Lei', company: 'Wenzhou Member Auto Parts Ltd' },
} as const;
