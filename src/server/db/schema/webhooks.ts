import { bigint, bigserial, index, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/*
 * Webhooks of the buyer API (docs/decisions/0068-buyer-api.md). An endpoint belongs to a company; each
 * event makes one delivery per subscribed endpoint, sent through the outbox (channel `webhook`) with its
 * retries, and each attempt is logged with the receiver's status and response time.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    url: varchar('url', { length: 500 }).notNull(),
    events: text('events').array().notNull(),
    description: varchar('description', { length: 120 }).notNull().default(''),
    /** The HMAC key deliveries are signed with (it must be readable to sign; shown to the owner once). */
    secret: varchar('secret', { length: 80 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** failures | owner */
    disabledReason: varchar('disabled_reason', { length: 20 }),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id, the same for every endpoint and retry of one event. */
    eventId: uuid('event_id').notNull(),
    event: varchar('event', { length: 40 }).notNull(),
    /** The JSON body sent, byte for byte the same on every attempt. */
    body: text('body').notNull(),
    /** pending | succeeded | failed */
    state: varchar('state', { length: 12 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastResponseMs: integer('last_response_ms'),
    lastError: text('last_error'),
    /** The outbox message that carries the newest round of attempts. */
    outboxId: bigint('outbox_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Every attempt of a delivery: what the receiver answered and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    status: integer('status'),
    responseMs: integer('response_ms').notNull(),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
