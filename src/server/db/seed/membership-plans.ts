import type { NewMembershipPlanRow } from '../schema';

/**
 * The paid membership levels the upgrade dialog lists (title, price, memo_data,
 * memo_cooperation, memo_expiration, memo_per_day, memo_account, is_invoice). Prices are in fen and
 * shown in yuan (¥), whatever the site currency. `perDayLimit` and `accountLimit` are the
 * numbers the server enforces for memo_per_day and memo_account (docs/decisions/0022); the entitlement
 * fields are what the other texts promise (docs/decisions/0067), and the texts say exactly that.
 */
export const DEMO_MEMBERSHIP_PLANS: readonly NewMembershipPlanRow[] = [
  {
    level: 1,
    sortOrder: 1,
    title: { zh: '季度会员', en: 'Quarterly membership' },
    priceFen: 99_900,
    durationDays: 90,
    memoData: {
      zh: '会员价（含阶梯价）、精确库存数量及OE号互查',
      en: 'Member prices with quantity breaks, exact stock quantities and OE cross-references',
    },
    memoCooperation: { zh: '询价24小时内答复；快速询价每次最多50行', en: 'Inquiries answered within 24 hours; quick inquiries of up to 50 lines' },
    memoExpiration: {
      zh: '自开通之日起90天有效，到期前30天和7天短信提醒续费',
      en: 'Valid for 90 days; renewal reminders 30 and 7 days before expiry',
    },
    memoPerDay: { zh: '每日最多20次询价', en: 'Up to 20 inquiries per day' },
    memoAccount: { zh: '1个主账号', en: '1 main account' },
    isInvoice: 0,
    perDayLimit: 20,
    accountLimit: 0,
    memberData: 1,
    answerHours: 24,
    quickInquiryLines: 50,
    renewalReminders: 1,
    active: 1,
  },
  {
    level: 2,
    sortOrder: 2,
    title: { zh: '年度会员', en: 'Annual membership' },
    priceFen: 299_900,
    durationDays: 365,
    memoData: {
      zh: '季度会员全部数据权益，另含车型适配数据导出（Excel/CSV）',
      en: 'Everything in Quarterly, plus vehicle-fitment data export (Excel/CSV)',
    },
    memoCooperation: {
      zh: '优先询价：8小时内答复，快速询价每次最多100行；专属客户经理',
      en: 'Priority inquiries answered within 8 hours, quick inquiries of up to 100 lines and a dedicated account manager',
    },
    memoExpiration: {
      zh: '自开通之日起365天有效，到期前30天和7天短信提醒续费',
      en: 'Valid for 365 days; renewal reminders 30 and 7 days before expiry',
    },
    memoPerDay: { zh: '每日最多100次询价', en: 'Up to 100 inquiries per day' },
    memoAccount: { zh: '1个主账号 + 3个子账号', en: '1 main account + 3 sub-accounts' },
    isInvoice: 1,
    perDayLimit: 100,
    accountLimit: 3,
    memberData: 1,
    fitmentExport: 1,
    accountManager: 1,
    answerHours: 8,
    quickInquiryLines: 100,
    renewalReminders: 1,
    active: 1,
  },
  {
    level: 3,
    sortOrder: 3,
    title: { zh: '企业年度会员', en: 'Enterprise annual membership' },
    priceFen: 999_900,
    durationDays: 365,
    memoData: {
      zh: '年度会员全部数据权益，另含价格走势及API数据接口',
      en: 'Everything in Annual, plus price history and API data access',
    },
    memoCooperation: {
      zh: '最优先询价：4小时内答复，批量OE号匹配（快速询价每次最多500行）；专属客户经理',
      en: 'Top-priority inquiries answered within 4 hours, bulk OE matching (quick inquiries of up to 500 lines) and a dedicated account manager',
    },
    memoExpiration: {
      zh: '自开通之日起365天有效，到期前30天和7天短信提醒续费',
      en: 'Valid for 365 days; renewal reminders 30 and 7 days before expiry',
    },
    memoPerDay: { zh: '询价次数不限', en: 'Unlimited inquiries' },
    memoAccount: { zh: '1个主账号 + 20个子账号', en: '1 main account + 20 sub-accounts' },
    isInvoice: 1,
    perDayLimit: null,
    accountLimit: 20,
    memberData: 1,
    fitmentExport: 1,
    accountManager: 1,
    priceHistory: 1,
    apiAccess: 1,
    apiTokenPerMinute: 120,
    apiCompanyPerMinute: 300,
    answerHours: 4,
    quickInquiryLines: 500,
    renewalReminders: 1,
    active: 1,
  },
];
