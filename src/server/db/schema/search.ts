import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { products } from './products';

/*
 * Search tables (docs/decisions/0030-search-on-postgresql.md). The trigram indexes, the
 * triggers that keep part_number_lookup and category_product_counts in step, and the GIN index on
 * products.search_vector are hand-written at the end of migration 0007 (they need pg_trgm first).
 */

/** Interchange numbers: another brand's number for the same part (demo generator, `admin import-xrefs`). */
export const partCrossReferences = pgTable(
  'part_cross_references',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    brand: varchar('brand', { length: 80 }).notNull(),
    number: varchar('number', { length: 60 }).notNull(),
    /** part_number_key(number): filled by the database. */
    numberKey: text('number_key')
      .notNull()
      .generatedAlwaysAs(sql`part_number_key(number)`),
  },
  (t) => [index('part_cross_references_product_idx').on(t.productId), index('part_cross_references_key_idx').on(t.numberKey)],
);

/** Where a lookup key came from; lower ranks first among equal matches. */
export const PART_SOURCES = { sku: 0, partNumber: 1, oe: 2, crossReference: 3 } as const;

/**
 * Every number a product answers to, normalised (part_number_key): SKU, maker's part number, OE numbers
 * and cross-references. Filled only by triggers on products and part_cross_references.
 */
export const partNumberLookup = pgTable(
  'part_number_lookup',
  {
    key: text('key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    source: smallint('source').notNull(),
    /** The number as written, for display and highlighting. */
    number: text('number').notNull(),
    /** The cross-reference row, for sources = crossReference (deleted with it). */
    refId: integer('ref_id').references(() => partCrossReferences.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('part_number_lookup_key_idx').using('btree', t.key.op('text_pattern_ops'), t.productId),
    index('part_number_lookup_product_idx').on(t.productId),
  ],
);

/** English surface words of titles with their stems: typo correction and "did you mean". */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    stem: text('stem').notNull(),
  },
  (t) => [index('search_words_stem_idx').on(t.stem)],
);

/** Listed products per category, kept by a trigger: listing totals without counting rows. */
export const categoryProductCounts = pgTable(
  'category_product_counts',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    active: integer('active').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId] })],
);

export type PartCrossReferenceRow = typeof partCrossReferences.$inferSelect;
