import { index, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One-time SMS codes, stored hashed, bound to (mobile, purpose), single use, few tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    /** The spec's `issue`: autopartsContactApply (register) or autopartsResetPwd. */
    purpose: varchar('purpose', { length: 40 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_lookup_idx').on(t.mobile, t.purpose, t.createdAt)],
);
