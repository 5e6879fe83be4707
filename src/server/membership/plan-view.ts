import type { MembershipPlan, PlanEntitlementFields } from '@/contracts/membership';
import type { Lang } from '@/contracts/site';
import type { LocalizedText, MembershipPlanRow } from '../db/schema';

export const yuan = (fen: number) => fen / 100;

export const localized = (text: LocalizedText, lang: Lang) => text[lang] || text.zh || text.en;

/** A plan as the upgrade dialog reads it: texts in one language, price in yuan and fen. */
export function toPlanView(row: MembershipPlanRow, lang: Lang): MembershipPlan {
  return {
    id: row.id,
    level: row.level,
    title: localized(row.title, lang),
    price: yuan(row.priceFen),
    price_fen: row.priceFen,
    duration_days: row.durationDays,
    memo_data: localized(row.memoData, lang),
    memo_cooperation: localized(row.memoCooperation, lang),
    memo_expiration: localized(row.memoExpiration, lang),
    memo_per_day: localized(row.memoPerDay, lang),
    memo_account: localized(row.memoAccount, lang),
    is_invoice: row.isInvoice === 1 ? 1 : 0,
    per_day_limit: row.perDayLimit,
    account_limit: row.accountLimit,
    ...planEntitlementView(row),
  };
}

/** The plan's entitlement fields on the wire (snake_case, switches as booleans). */
export function planEntitlementView(row: MembershipPlanRow): PlanEntitlementFields {
  return {
    member_data: row.memberData === 1,
    fitment_export: row.fitmentExport === 1,
    price_history: row.priceHistory === 1,
    account_manager: row.accountManager === 1,
    renewal_reminders: row.renewalReminders === 1,
    api_access: row.apiAccess === 1,
    quick_inquiry_lines: row.quickInquiryLines,
    answer_hours: row.answerHours,
  };
}
