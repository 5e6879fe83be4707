import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Small key/value store for values every app instance must share (generated secrets, seed markers).
 * Kept in the database so nothing lives only in one process's memory.
 */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 80 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
