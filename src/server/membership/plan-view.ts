import type { MembershipPlan } from '@/contracts/membership';
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
  };
}
