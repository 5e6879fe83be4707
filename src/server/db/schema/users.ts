import { type AnyPgColumn, index, integer, pgEnum, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * buyer: the storefront. Staff: operator (daily work in the console) and admin (everything, including
 * roles; must pass a TOTP second factor — docs/decisions/0038).
 */
export const userRole = pgEnum('user_role', ['buyer', 'admin', 'operator']);
/** pending → approved | rejected (by an operator); approved ↔ disabled. Only approved users sign in. */
export const userStatus = pgEnum('user_status', ['pending', 'approved', 'rejected', 'disabled']);

export const companyRole = pgEnum('company_role', ['owner', 'buyer']);
export const seatState = pgEnum('seat_state', ['active', 'suspended', 'removed']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Mainland mobile number, 11 digits, no prefix: the account name. */
    mobile: varchar('mobile', { length: 11 }).notNull().unique(),
    name: varchar('name', { length: 60 }).notNull(),
    /** The spec's duty (the register payload fixes it to the operator value). */
    duty: varchar('duty', { length: 40 }).notNull().default('operator'),
    /** Free-text job title the buyer typed. */
    position: varchar('position', { length: 60 }).notNull().default(''),
    /** The buyer's company (name, region, bands, membership live there); null for staff. */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id),
    /** owner: registered the company, runs its team and money; buyer: a colleague the owner invited. */
    companyRole: companyRole('company_role'),
    /**
     * A colleague's seat: active, suspended (past the plan's seats after a lapse or downgrade, or set
     * aside by the owner; cannot sign in; comes back when seats allow) or removed (left the company
     * for good; the account is disabled, its inquiries stay with the company).
     */
    seatState: seatState('seat_state').notNull().default('active'),
    role: userRole('role').notNull().default('buyer'),
    status: userStatus('status').notNull().default('pending'),
    statusReason: text('status_reason'),
    statusDecidedBy: integer('status_decided_by'),
    statusDecidedAt: timestamp('status_decided_at', { withTimezone: true }),
    /** argon2id PHC string; null until the approved buyer sets a password. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('users_status_idx').on(t.status, t.createdAt), index('users_company_idx').on(t.companyId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
