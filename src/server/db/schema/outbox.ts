import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'dead']);

/**
 * Messages to outside systems (SMS carrier, chat bot), written in the same transaction as the change
 * that causes them and delivered by a worker with retries: a crash between commit and send loses nothing.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** sms | chatbot */
    channel: varchar('channel', { length: 20 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A worker holds a message until this time; another may take it over afterwards. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Which provider sent it and its message id, for support questions. */
    provider: varchar('provider', { length: 40 }),
    providerMessageId: varchar('provider_message_id', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
