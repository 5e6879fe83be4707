import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories } from './categories';

/** PostgreSQL full-text vector; written as SQL (see server/search/search-vector.ts), never read by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const stockStatus = pgEnum('stock_status', ['in_stock', 'low_stock', 'out_of_stock', 'on_order']);
export const productStatus = pgEnum('product_status', ['active', 'hidden']);

/** One specification line, both languages (values are often language-neutral: "12 V", "M10×1.25"). */
export type ProductSpec = { keyZh: string; keyEn: string; valueZh: string; valueEn: string };

/** From `minQty` units on, the member unit price is `percentOff` % lower. */
export type PriceBreak = { minQty: number; percentOff: number };

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** Unique, URL-safe ([A-Z0-9-]), the spec's skuCode. */
    skuCode: varchar('sku_code', { length: 40 }).notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /**
     * The top category of `category_id` (its parent, or itself for a top category), kept by triggers
     * (migration 0016): a top category's listing is then one index walk, not a sort of every product
     * of its children. The default is never stored; the insert trigger replaces it.
     */
    topCategoryId: integer('top_category_id').notNull().default(0),
    titleZh: varchar('title_zh', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    brand: varchar('brand', { length: 80 }).notNull(),
    /** The maker's own part number. */
    partNumber: varchar('part_number', { length: 60 }).notNull(),
    /** Original-equipment numbers this part replaces. */
    oeNumbers: text('oe_numbers').array().notNull().default(sql`'{}'::text[]`),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull().default([]),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Sales unit code: piece, set, pair, box, kit, litre — translated in the UI. */
    unit: varchar('unit', { length: 16 }).notNull().default('piece'),
    moq: integer('moq').notNull().default(1),
    /** Prices in minor units (cents) per site currency. */
    priceUsd: integer('price_usd').notNull(),
    priceEur: integer('price_eur').notNull(),
    priceAud: integer('price_aud').notNull(),
    priceGbp: integer('price_gbp').notNull(),
    /**
     * Member prices (docs/decisions/0067): what members pay per site currency, minor units; null = the
     * reference price above. Only members ever receive them.
     */
    memberPriceUsd: integer('member_price_usd'),
    memberPriceEur: integer('member_price_eur'),
    memberPriceAud: integer('member_price_aud'),
    memberPriceGbp: integer('member_price_gbp'),
    /** Quantity breaks on the member price, ascending by minQty: from minQty units, percentOff off. */
    priceBreaks: jsonb('price_breaks').$type<PriceBreak[]>().notNull().default([]),
    /** Image keys rendered by the media route as SVG pictures. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    stockStatus: stockStatus('stock_status').notNull().default('in_stock'),
    stockQty: integer('stock_qty').notNull().default(0),
    weightGrams: integer('weight_grams'),
    warrantyMonths: smallint('warranty_months'),
    status: productStatus('status').notNull().default('active'),
    /** Orders, views and saves folded into one number; breaks ties in search relevance. */
    popularity: integer('popularity').notNull().default(0),
    /**
     * Search terms (jieba words, CJK 1–2-grams, English stems, synonym groups, number keys), computed
     * in the app (ADR 0030). `search_stale` is set by a trigger when a searchable column changes
     * without new terms; the search engine re-segments stale rows before it answers.
     */
    searchVector: tsvector('search_vector'),
    searchStale: boolean('search_stale').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.id),
    index('products_brand_idx').on(t.brand),
    index('products_part_number_idx').on(t.partNumber),
    // Listing sorts (price per site currency, newest) over listed products: without them a sorted
    // page is a full scan and sort of a large catalogue, with them a short index walk.
    index('products_active_price_usd_idx').on(t.priceUsd, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_price_eur_idx').on(t.priceEur, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_price_aud_idx').on(t.priceAud, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_price_gbp_idx').on(t.priceGbp, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_created_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'active'`),
    // The same sorts inside a category (ADR 0048): a category page, even a deep one of a top category
    // (its children's ids), is an index-only walk of these instead of reading every listed row of the
    // category from the heap to sort it (thousands of pages per request for a large top category).
    index('products_active_cat_id_idx').on(t.categoryId, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_cat_price_usd_idx').on(t.categoryId, t.priceUsd, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_cat_price_eur_idx').on(t.categoryId, t.priceEur, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_cat_price_aud_idx').on(t.categoryId, t.priceAud, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_cat_price_gbp_idx').on(t.categoryId, t.priceGbp, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_cat_created_idx').on(t.categoryId, t.createdAt, t.id).where(sql`${t.status} = 'active'`),
    // A top category's page (all its children's products): the same walks by top category. With
    // `category_id IN (children)` PostgreSQL read and sorted every listed row of the top category for
    // each page; with these a page is an index-only walk to its offset.
    index('products_active_top_id_idx').on(t.topCategoryId, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_top_price_usd_idx').on(t.topCategoryId, t.priceUsd, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_top_price_eur_idx').on(t.topCategoryId, t.priceEur, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_top_price_aud_idx').on(t.topCategoryId, t.priceAud, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_top_price_gbp_idx').on(t.topCategoryId, t.priceGbp, t.id).where(sql`${t.status} = 'active'`),
    index('products_active_top_created_idx').on(t.topCategoryId, t.createdAt, t.id).where(sql`${t.status} = 'active'`),
    // Quick inquiry matches pasted part numbers ignoring case, spaces, hyphens and dots:
    // part_number_key()/part_number_keys() are immutable SQL functions (migration 0005, ADR 0019).
    index('products_sku_key_idx').on(sql`part_number_key(${t.skuCode})`),
    index('products_part_number_key_idx').on(sql`part_number_key(${t.partNumber})`),
    // fastupdate off: no pending list to scan on every lookup (PGlite has no autovacuum to merge it).
    index('products_oe_keys_idx').using('gin', sql`part_number_keys(${t.oeNumbers})`).with({ fastupdate: false }),
  ],
);

/** Vehicles a part fits. A row per make/model/year range. */
export const productFitments = pgTable(
  'product_fitments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    make: varchar('make', { length: 60 }).notNull(),
    makeZh: varchar('make_zh', { length: 60 }).notNull().default(''),
    model: varchar('model', { length: 80 }).notNull(),
    yearFrom: smallint('year_from').notNull(),
    yearTo: smallint('year_to').notNull(),
    engine: varchar('engine', { length: 60 }),
  },
  (t) => [index('product_fitments_product_idx').on(t.productId), index('product_fitments_make_idx').on(t.make, t.model)],
);

/**
 * Every price change of a product, one row per currency whose reference or member price changed,
 * written by a trigger on products (migration 0019) whatever made the change: console, import or SQL.
 */
export const productPriceChanges = pgTable(
  'product_price_changes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
    /** Member prices before and after (null = the reference price). */
    oldMemberPrice: integer('old_member_price'),
    newMemberPrice: integer('new_member_price'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_price_changes_product_idx').on(t.productId, t.currency, t.changedAt)],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductFitmentRow = typeof productFitments.$inferSelect;
export type NewProductFitmentRow = typeof productFitments.$inferInsert;
