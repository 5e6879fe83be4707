import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/*
 * Buyer API access tokens (docs/decisions/0068-buyer-api.md). The company owns them; `created_by` is the
 * owner who made one, and the person inquiries sent with it are sent as. Only the SHA-256 of the whole
 * token is stored; `prefix` (its public part) finds the row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 60 }).notNull(),
    prefix: varchar('prefix', { length: 20 }).notNull().unique(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: varchar('last_used_ip', { length: 64 }),
  },
  (t) => [index('api_tokens_company_idx').on(t.companyId).where(sql`${t.revokedAt} IS NULL`)],
);
export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** Calls per token per China day, for the owner's page and the console. */
export const apiTokenUsage = pgTable(
  'api_token_usage',
  {
    tokenId: integer('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.day] })],
);
