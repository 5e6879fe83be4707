import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { membershipPlans } from './membership-plans';
import { companies } from './companies';
import { users } from './users';

/**
 * A buyer's membership purchase or upgrade. Money in integer fen, always CNY (plans are priced in ¥
 * whatever the site). The row is the server's record a payment notification is checked against:
 * amount, currency and buyer never come from the browser.
 */
export const membershipOrders = pgTable(
  'membership_orders',
  {
    id: serial('id').primaryKey(),
    /** What the buyer and the gateway see (out_trade_no): "VIP" + date + random, unique. */
    orderSn: varchar('order_sn', { length: 32 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The company it belongs to (the user above is who did it). */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id, { onDelete: 'restrict' }),
    /** 1 purchase (or extension), 2 upgrade of an active membership to a higher plan. */
    orderType: smallint('order_type').notNull(),
    amountFen: integer('amount_fen').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('CNY'),
    /** pending → paid | failed | expired | cancelled. */
    state: varchar('state', { length: 12 }).notNull().default('pending'),
    /** sandbox | alipay: who was asked to collect the money. */
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The URL the QR code encodes (the sandbox cashier, or the gateway's qr_code). */
    payUrl: varchar('pay_url', { length: 1000 }).notNull(),
    /** The gateway's own transaction number, set by the accepted notification. */
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** After this the order can no longer be paid (the spec's expiration_date). */
    payExpiresAt: timestamp('pay_expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The membership expiry this order produced when it was paid. */
    membershipExpiresAt: timestamp('membership_expires_at', { withTimezone: true }),
    /** none | required (money arrived for an order that could not take it) | refunded. */
    refundState: varchar('refund_state', { length: 10 }).notNull().default('none'),
    /** Upgrade orders: the membership expiry the prorated price was computed against. */
    baseExpiresAt: timestamp('base_expires_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('membership_orders_company_created_idx').on(t.companyId, t.createdAt, t.id),
    // The expiry job's scan: pending orders by deadline.
    index('membership_orders_pending_expiry_idx').on(t.payExpiresAt).where(sql`${t.state} = 'pending'`),
    // At most one payable order per company, plan and kind: a second "buy" reuses it (docs/decisions/0022).
    uniqueIndex('membership_orders_one_pending_idx')
      .on(t.companyId, t.planId, t.orderType)
      .where(sql`${t.state} = 'pending'`),
    uniqueIndex('membership_orders_provider_trade_idx')
      .on(t.provider, t.providerTradeNo)
      .where(sql`${t.providerTradeNo} is not null`),
  ],
);

export type MembershipOrderRow = typeof membershipOrders.$inferSelect;
export type NewMembershipOrderRow = typeof membershipOrders.$inferInsert;
