import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * The business a buyer account belongs to (docs/decisions/0066-company-accounts.md). It owns what the
 * business owns: its name, region, bands and membership; membership orders, invoices and titles carry
 * its id. Every buyer account has exactly one; staff accounts have none.
 */

/** active: its members use the store; disabled (by an operator): nobody in it can sign in. */
export const companyStatus = pgEnum('company_status', ['active', 'disabled']);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    /** The spec's operatorGroupName. */
    name: varchar('name', { length: 120 }).notNull(),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    districtCode: varchar('district_code', { length: 6 }).notNull().default(''),
    /** Annual-sales band (A = smallest) and years-in-business band: the spec's gmvLevelCode / businessYearCode. */
    gmvLevelCode: varchar('gmv_level_code', { length: 4 }).notNull().default('A'),
    businessYearCode: varchar('business_year_code', { length: 4 }).notNull().default('A'),
    /** 0 = free; paid levels come from membership plans. "Now" decides whether it still counts. */
    membershipLevel: smallint('membership_level').notNull().default(0),
    membershipExpiresAt: timestamp('membership_expires_at', { withTimezone: true }),
    /** The staff member who looks after the company (plans with an account manager show them). */
    accountManagerId: integer('account_manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: companyStatus('status').notNull().default('active'),
    statusReason: text('status_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('companies_name_idx').on(t.name)],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;

/**
 * An owner's invitation of a colleague by mobile number. The link carries a random token; only its
 * SHA-256 is stored. Open until accepted, revoked or past expiresAt (7 days).
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id),
  },
  (t) => [
    index('company_invitations_company_idx').on(t.companyId, t.createdAt),
    // One open invitation per mobile number, whichever company sent it.
    uniqueIndex('company_invitations_open_mobile_idx')
      .on(t.mobile)
      .where(sql`${t.revokedAt} IS NULL AND ${t.acceptedAt} IS NULL`),
  ],
);

export type CompanyInvitationRow = typeof companyInvitations.$inferSelect;

/** A renewal reminder sent for one membership term (its end instant), once per lead time. */
export const membershipReminders = pgTable(
  'membership_reminders',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The membership end this reminder was about: a renewal moves it, so the next term reminds again. */
    termEndsAt: timestamp('term_ends_at', { withTimezone: true }).notNull(),
    /** 30 or 7. */
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.termEndsAt, t.daysBefore] })],
);
