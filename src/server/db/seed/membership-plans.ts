import type { NewMembershipPlanRow } from '../schema';

/**
 * The paid membership levels the upgrade dialog lists (spec §3: title, price, memo_data,
 * memo_cooperation, memo_expiration, memo_per_day, memo_account, is_invoice). Prices are in fen and
 * shown in yuan (¥), whatever the site currency (spec §9). `perDayLimit` and `accountLimit` are the
 * numbers the server enforces for memo_per_day and memo_account (docs/decisions/0022).
 */
export const DEMO_MEMBERSHIP_PLANS: readonly NewMembershipPlanRow[] = [
  {
    level: 1,
    sortOrder: 1,
    title: { zh: '季度会员', en: 'Quarterly membership' },
    priceFen: 99_900,
    durationDays: 90,
    memoData: {
      zh: '查看全部商品的批发价、库存数量及OE号互查',
      en: 'Wholesale prices, stock quantities and OE cross-references for every product',
    },
    memoCooperation: { zh: '可在线询价，供应商24小时内回复', en: 'Online inquiries, answered by suppliers within 24 hours' },
    memoExpiration: { zh: '自开通之日起90天有效', en: 'Valid for 90 days from activation' },
    memoPerDay: { zh: '每日最多20次询价', en: 'Up to 20 inquiries per day' },
    memoAccount: { zh: '1个主账号', en: '1 main account' },
    isInvoice: 0,
    perDayLimit: 20,
    accountLimit: 0,
    active: 1,
  },
  {
    level: 2,
    sortOrder: 2,
    title: { zh: '年度会员', en: 'Annual membership' },
    priceFen: 299_900,
    durationDays: 365,
    memoData: {
      zh: '季度会员全部权益，另含车型适配数据导出（Excel）',
      en: 'Everything in Quarterly, plus vehicle-fitment data export (Excel)',
    },
    memoCooperation: {
      zh: '优先询价通道，专属客户经理协助对接供应商',
      en: 'Priority inquiries and a dedicated account manager to connect you with suppliers',
    },
    memoExpiration: { zh: '自开通之日起365天有效', en: 'Valid for 365 days from activation' },
    memoPerDay: { zh: '每日最多100次询价', en: 'Up to 100 inquiries per day' },
    memoAccount: { zh: '1个主账号 + 3个子账号', en: '1 main account + 3 sub-accounts' },
    isInvoice: 1,
    perDayLimit: 100,
    accountLimit: 3,
    active: 1,
  },
  {
    level: 3,
    sortOrder: 3,
    title: { zh: '企业年度会员', en: 'Enterprise annual membership' },
    priceFen: 999_900,
    durationDays: 365,
    memoData: {
      zh: '年度会员全部权益，另含价格走势、批量OE号匹配及API数据接口',
      en: 'Everything in Annual, plus price history, bulk OE matching and API data access',
    },
    memoCooperation: {
      zh: '一对一采购顾问，支持验厂、样品及账期洽谈',
      en: 'One-to-one sourcing consultant: factory audits, samples and payment-term negotiation',
    },
    memoExpiration: { zh: '自开通之日起365天有效，到期前30天提醒续费', en: 'Valid for 365 days; renewal reminder 30 days before expiry' },
    memoPerDay: { zh: '询价次数不限', en: 'Unlimited inquiries' },
    memoAccount: { zh: '1个主账号 + 20个子账号', en: '1 main account + 20 sub-accounts' },
    isInvoice: 1,
    perDayLimit: null,
    accountLimit: 20,
    active: 1,
  },
];
