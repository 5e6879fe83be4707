import { sql } from 'drizzle-orm';
import { bigserial, char, date, index, integer, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { membershipOrders } from './membership-orders';
import { membershipPlans } from './membership-plans';
import { users } from './users';

/**
 * Every payment notification that reached us, whatever became of it (docs/decisions/0023-payments.md):
 * the operator's record of what the gateways said, replays and forgeries included. Only the verified
 * fields are kept, plus a SHA-256 of the raw body (the body itself may hold the buyer's account data).
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The gateway's notification id or time (null when the signature failed: nothing was read). */
    notifyId: varchar('notify_id', { length: 64 }),
    orderSn: varchar('order_sn', { length: 64 }),
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    /** success | fail | pending | closed (null: unverified). */
    outcome: varchar('outcome', { length: 10 }),
    amountFen: integer('amount_fen'),
    currency: varchar('currency', { length: 8 }),
    /** applied | duplicate | ignored | rejected | unknown-order | late */
    result: varchar('result', { length: 16 }).notNull(),
    /** Why: bad-signature, malformed, amount-mismatch, currency-mismatch, provider-mismatch, order-closed, second-payment… */
    reason: varchar('reason', { length: 40 }),
    bodySha256: char('body_sha256', { length: 64 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_notifications_order_idx').on(t.orderSn, t.receivedAt),
    // One applied success per gateway transaction: the database's own guard against a double activation.
    uniqueIndex('payment_notifications_applied_trade_idx')
      .on(t.provider, t.providerTradeNo)
      .where(sql`${t.result} = 'applied' AND ${t.outcome} = 'success'`),
  ],
);

/** One row per activation (a paid order): what the membership was before and after. Money in fen. */
export const membershipLedger = pgTable(
  'membership_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => membershipOrders.id, { onDelete: 'restrict' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'restrict' }),
    orderType: smallint('order_type').notNull(),
    amountFen: integer('amount_fen').notNull(),
    levelBefore: smallint('level_before').notNull(),
    levelAfter: smallint('level_after').notNull(),
    expiresBefore: timestamp('expires_before', { withTimezone: true }),
    expiresAfter: timestamp('expires_after', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('membership_ledger_order_idx').on(t.orderId), index('membership_ledger_user_idx').on(t.userId, t.createdAt)],
);

/** What a buyer used of a daily allowance, per China day and kind (inquiry, search). */
export const dailyAllowanceUsage = pgTable(
  'daily_allowance_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The Asia/Shanghai calendar day. */
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day] })],
);

export type PaymentNotificationRow = typeof paymentNotifications.$inferSelect;
export type MembershipLedgerRow = typeof membershipLedger.$inferSelect;
