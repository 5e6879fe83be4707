import { customType, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Raw bytes (the uploaded file); node-postgres and PGlite both hand back a Uint8Array/Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * One catalogue import (CSV/XLSX of products, ADR 0050). The file itself is kept until the job is done,
 * so an import cut off by a restart resumes from `processedRows` (each batch commits its rows and this
 * row's progress in one transaction) instead of starting again. `runner` names the process that holds
 * the job; a batch commits only while it still does, so two processes never import the same rows.
 */
export const catalogueImportJobs = pgTable(
  'catalogue_import_jobs',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id'),
    /** running | done | failed */
    status: varchar('status', { length: 16 }).notNull().default('running'),
    format: varchar('format', { length: 8 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull().default(''),
    file: bytea('file'),
    totalRows: integer('total_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    runner: varchar('runner', { length: 64 }).notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
    error: varchar('error', { length: 500 }),
    /**
     * A large import drops the catalogue's secondary indexes while it runs (bulk-seed.ts) and keeps their
     * definitions here until it has built them again, whichever process finishes it.
     */
    deferredIndexes: jsonb('deferred_indexes').$type<{ name: string; definition: string }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('catalogue_import_jobs_created_idx').on(t.createdAt, t.id)],
);

export type CatalogueImportJobRow = typeof catalogueImportJobs.$inferSelect;
