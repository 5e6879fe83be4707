import { bigint, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A staff member's TOTP second factor. Secrets are AES-256-GCM encrypted with TOTP_ENCRYPTION_KEY
 * (docs/decisions/0038): a database dump alone does not give them away.
 */
export const staffTotp = pgTable('staff_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The confirmed secret; null until the first code from the authenticator app is accepted. */
  secretEnc: varchar('secret_enc', { length: 200 }),
  /** A secret shown for enrolment and not yet confirmed (replaced by every new enrolment start). */
  pendingSecretEnc: varchar('pending_secret_enc', { length: 200 }),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code of that step or earlier is a replay. */
  lastStep: bigint('last_step', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One-time recovery codes (10 per enrolment), stored as SHA-256 of the normalised code. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

export type StaffTotpRow = typeof staffTotp.$inferSelect;
