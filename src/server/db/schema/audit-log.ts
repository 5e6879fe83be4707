import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Who decided what, when: operator decisions on accounts and other privileged actions. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id'),
    /** e.g. user.approve, user.reject, user.disable */
    action: varchar('action', { length: 60 }).notNull(),
    targetUserId: integer('target_user_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetUserId, t.createdAt)],
);
