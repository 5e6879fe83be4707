import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Who did what, when, from where: operator decisions on accounts and every other privileged action
 * (the console writes one row per action, in the action's own transaction). `before`/`after` hold the
 * changed fields only; `details` anything else worth keeping (reason, channel…).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id'),
    /** e.g. user.approve, user.reject, user.disable, user.role, inquiry.quote, outbox.retry */
    action: varchar('action', { length: 60 }).notNull(),
    targetUserId: integer('target_user_id'),
    /** What the action touched when it is not (only) a user: e.g. inquiry / 42, outbox / 7. */
    targetType: varchar('target_type', { length: 40 }),
    targetId: varchar('target_id', { length: 64 }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The client address the request came from (null for the CLI and background work). */
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetUserId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
