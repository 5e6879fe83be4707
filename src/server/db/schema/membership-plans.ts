import { integer, jsonb, pgTable, serial, smallint } from 'drizzle-orm/pg-core';

export type LocalizedText = { zh: string; en: string };

/** Paid membership levels the upgrade dialog lists. Prices in fen (¥0.01). */
export const membershipPlans = pgTable('membership_plans', {
  id: serial('id').primaryKey(),
  /** Membership level this plan grants (1 = basic paid level, higher = more). */
  level: smallint('level').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  priceFen: integer('price_fen').notNull(),
  durationDays: integer('duration_days').notNull(),
  memoData: jsonb('memo_data').$type<LocalizedText>().notNull(),
  memoCooperation: jsonb('memo_cooperation').$type<LocalizedText>().notNull(),
  memoExpiration: jsonb('memo_expiration').$type<LocalizedText>().notNull(),
  memoPerDay: jsonb('memo_per_day').$type<LocalizedText>().notNull(),
  memoAccount: jsonb('memo_account').$type<LocalizedText>().notNull(),
  isInvoice: smallint('is_invoice').notNull().default(0),
  /** What memo_per_day promises, enforced: inquiries a member may send per China day (null = unlimited). */
  perDayLimit: integer('per_day_limit'),
  /** What memo_account promises: sub-accounts allowed besides the main account. */
  accountLimit: integer('account_limit').notNull().default(0),
  /*
   * Entitlements the server grants while the membership lasts (docs/decisions/0067-member-entitlements.md).
   * The memo texts above describe them; a test keeps the seeded texts and these fields saying the same.
   */
  /** Member price (with quantity breaks), exact stock quantity and OE cross-references. */
  memberData: smallint('member_data').notNull().default(0),
  /** Vehicle-fitment export (Excel/CSV) of a product, a vehicle or a category. */
  fitmentExport: smallint('fitment_export').notNull().default(0),
  /** Twelve months of a product's price changes (chart and API). */
  priceHistory: smallint('price_history').notNull().default(0),
  /** Lines one quick inquiry (paste or file) may carry. */
  quickInquiryLines: integer('quick_inquiry_lines').notNull().default(50),
  /** Hours within which an inquiry is answered (its deadline and its place in the operators' queue). */
  answerHours: integer('answer_hours').notNull().default(24),
  /** A named staff member looks after the company. */
  accountManager: smallint('account_manager').notNull().default(0),
  /** SMS and a banner 30 and 7 days before the membership ends. */
  renewalReminders: smallint('renewal_reminders').notNull().default(0),
  /** Buyer API keys. */
  apiAccess: smallint('api_access').notNull().default(0),
  /** Buyer API calls per minute: each token, and all of the company's tokens together. */
  apiTokenPerMinute: integer('api_token_per_minute').notNull().default(0),
  apiCompanyPerMinute: integer('api_company_per_minute').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  active: smallint('active').notNull().default(1),
});

export type MembershipPlanRow = typeof membershipPlans.$inferSelect;
export type NewMembershipPlanRow = typeof membershipPlans.$inferInsert;
