import { sql } from 'drizzle-orm';
import { bigserial, boolean, customType, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id (pg_current_xact_id()); read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * What a write to the catalogue touched, one row per product (its SKU and category) or one
 * "everything" row for a bulk statement or a category/vehicle write. Written by statement triggers
 * (migration catalogue_changes), so the seed, the importer, the console and an operator's SQL all
 * count. Every instance polls it to revalidate its own cached pages
 * (src/server/catalog/freshness/, docs/decisions/0051-storefront-freshness.md); rows older than an
 * hour are pruned.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The writing transaction: readers take rows only once every older transaction has ended. */
    txid: xid8('txid').notNull().default(sql`pg_current_xact_id()`),
    skuCode: varchar('sku_code', { length: 40 }),
    categoryId: integer('category_id'),
    everything: boolean('everything').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_changes_txid_idx').on(t.txid), index('catalogue_changes_created_idx').on(t.createdAt)],
);
