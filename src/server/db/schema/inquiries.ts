import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './products';
import { companies } from './companies';
import { users } from './users';

/*
 * Requests for quotation (docs/decisions/0019-inquiries.md). The state codes live in
 * src/contracts/inquiry-states.ts: 100 submitted, 200 quoted, 300 accepted, 500 closed; "expired"
 * (400) is a quoted inquiry past its validity, derived when read, never stored.
 */

/**
 * The inquiry basket: lines a buyer is gathering before sending, kept on the server so it follows them
 * across devices. Per site, because target prices are in that site's currency.
 */
export const inquiryBasketItems = pgTable(
  'inquiry_basket_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: varchar('site', { length: 2 }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Minor units of the site's currency. */
    targetUnitPrice: integer('target_unit_price'),
    neededBy: date('needed_by', { mode: 'string' }),
    note: varchar('note', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.site, t.productId] })],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    /** What people quote on the phone: "RFQ" + date + sequence, e.g. RFQ20261124-000042. */
    reference: varchar('reference', { length: 24 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company it belongs to (the user above is who sent it). */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    site: varchar('site', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** 100 submitted, 200 quoted, 300 accepted, 500 closed. */
    state: smallint('state').notNull(),
    message: text('message').notNull().default(''),
    contactName: varchar('contact_name', { length: 60 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    /** Language the buyer wrote in: the quote SMS speaks it. */
    lang: varchar('lang', { length: 2 }).notNull(),
    /** Idempotency-Key header and a hash of the request it came with (same key, other body → 409). */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    requestHash: varchar('request_hash', { length: 64 }),
    quoteMessage: text('quote_message'),
    quoteValidUntil: date('quote_valid_until', { mode: 'string' }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    quotedBy: integer('quoted_by').references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** buyer | operator */
    closedBy: varchar('closed_by', { length: 10 }),
    /**
     * When the answer is due: sent + the answer hours of the company's plan then (or the free tier's).
     * The operators' queue is ordered by it.
     */
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('inquiries_state_due_idx').on(t.state, t.answerDueAt, t.id),
    index('inquiries_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('inquiries_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('inquiries_state_created_idx').on(t.state, t.createdAt, t.id),
    uniqueIndex('inquiries_user_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** One product asked for. Product facts are copied at submission: the quote is about what was asked. */
export const inquiryLines = pgTable(
  'inquiry_lines',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    skuCode: varchar('sku_code', { length: 40 }).notNull(),
    partNumber: varchar('part_number', { length: 60 }).notNull(),
    brand: varchar('brand', { length: 80 }).notNull(),
    titleZh: varchar('title_zh', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    moq: integer('moq').notNull(),
    quantity: integer('quantity').notNull(),
    /** Catalogue price at submission, minor units of the inquiry's currency. */
    listUnitPrice: integer('list_unit_price').notNull(),
    targetUnitPrice: integer('target_unit_price'),
    neededBy: date('needed_by', { mode: 'string' }),
    note: varchar('note', { length: 500 }).notNull().default(''),
    quotedUnitPrice: integer('quoted_unit_price'),
  },
  (t) => [uniqueIndex('inquiry_lines_inquiry_line_idx').on(t.inquiryId, t.lineNo)],
);

/**
 * Files a buyer attaches (photos of the old part, drawings, PDFs). Uploaded first (owned by the buyer,
 * no inquiry yet), then claimed by the inquiry that names them. Bytes live in the file store under
 * `storageKey`; type is what the content says, not the name.
 */
export const inquiryAttachments = pgTable(
  'inquiry_attachments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inquiryId: integer('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 80 }).notNull().unique(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('inquiry_attachments_inquiry_idx').on(t.inquiryId), index('inquiry_attachments_user_idx').on(t.userId)],
);

export type InquiryRow = typeof inquiries.$inferSelect;
export type InquiryLineRow = typeof inquiryLines.$inferSelect;
export type InquiryAttachmentRow = typeof inquiryAttachments.$inferSelect;
export type InquiryBasketItemRow = typeof inquiryBasketItems.$inferSelect;
