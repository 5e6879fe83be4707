import { index, integer, pgEnum, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * buyer: the storefront. Staff: operator (daily work in the console) and admin (everything, including
 * roles; must pass a TOTP second factor — docs/decisions/0038).
 */
export const userRole = pgEnum('user_role', ['buyer', 'admin', 'operator']);
/** pending → approved | rejected (by an operator); approved ↔ disabled. Only approved users sign in. */
export const userStatus = pgEnum('user_status', ['pending', 'approved', 'rejected', 'disabled']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Mainland mobile number, 11 digits, no prefix: the account name. */
    mobile: varchar('mobile', { length: 11 }).notNull().unique(),
    name: varchar('name', { length: 60 }).notNull(),
    /** The spec's operatorGroupName. */
    company: varchar('company', { length: 120 }).notNull(),
    /** The spec's duty (the register payload fixes it to the operator value). */
    duty: varchar('duty', { length: 40 }).notNull().default('operator'),
    /** Free-text job title the buyer typed. */
    position: varchar('position', { length: 60 }).notNull().default(''),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    districtCode: varchar('district_code', { length: 6 }).notNull().default(''),
    /** Annual-sales band (A = smallest) and years-in-business band: the spec's gmvLevelCode / businessYearCode. */
    gmvLevelCode: varchar('gmv_level_code', { length: 4 }).notNull().default('A'),
    businessYearCode: varchar('business_year_code', { length: 4 }).notNull().default('A'),
    role: userRole('role').notNull().default('buyer'),
    status: userStatus('status').notNull().default('pending'),
    statusReason: text('status_reason'),
    statusDecidedBy: integer('status_decided_by'),
    statusDecidedAt: timestamp('status_decided_at', { withTimezone: true }),
    /** argon2id PHC string; null until the approved buyer sets a password. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** 0 = free; paid levels come from membership plans. */
    membershipLevel: smallint('membership_level').notNull().default(0),
    membershipExpiresAt: timestamp('membership_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('users_status_idx').on(t.status, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
