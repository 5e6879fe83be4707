import { boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/**
 * Two-level catalogue tree. `cid` is our own public code: two digits for a top category ("08"),
 * four for a child ("1003" under "10"). `parentId` is null at the top (the API derives 0).
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    cid: varchar('cid', { length: 8 }).notNull().unique(),
    parentId: integer('parent_id'),
    /** Simplified Chinese title (the spec's `title`). */
    title: varchar('title', { length: 120 }).notNull(),
    titleEn: varchar('title_en', { length: 120 }).notNull(),
    titleDe: varchar('title_de', { length: 120 }).notNull().default(''),
    /** Shopify Standard Product Taxonomy id the names came from, e.g. vp-1-4-1-7. */
    taxonomyId: varchar('taxonomy_id', { length: 40 }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A row on the home page (and in `GET /api/cate/product` without `cids`); set in the console. */
    isHot: boolean('is_hot').notNull().default(false),
    /** A quick link in the storefront header's category bar; set in the console. */
    inMenu: boolean('in_menu').notNull().default(false),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder)],
);

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;
