import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { membershipOrders } from './membership-orders';
import { companies } from './companies';
import { users } from './users';

/*
 * Invoice titles (发票抬头) and invoices (发票) for paid membership orders
 * (docs/decisions/0026-invoice-titles-and-invoices.md).
 */

/**
 * A buyer's saved title. company: name and unified social credit code, with address, phone, bank and
 * account for special (专票) invoices; personal: name only. At most one default per buyer (partial
 * unique index); deleting removes the row — invoices keep their own copy of the title.
 */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company it belongs to (the user above is who did it). */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** company | personal */
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 18 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    bank: varchar('bank', { length: 100 }).notNull().default(''),
    account: varchar('account', { length: 40 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('invoice_titles_company_idx').on(t.companyId, t.id),
    uniqueIndex('invoice_titles_one_default_idx').on(t.companyId).where(sql`${t.isDefault}`),
  ],
);

/**
 * One invoice per paid order (unique order_id). The title's fields are copied when it is requested,
 * and the amount from the order: nothing a buyer edits later changes an invoice.
 * requested → issued (by an operator, with the fapiao number; the PDF may follow).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => membershipOrders.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The company it belongs to (the user above is who did it). */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The title it was requested under (null once that title is deleted; the copy below stays). */
    titleId: integer('title_id').references(() => invoiceTitles.id, { onDelete: 'set null' }),
    titleKind: varchar('title_kind', { length: 10 }).notNull(),
    titleName: varchar('title_name', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 18 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    bank: varchar('bank', { length: 100 }).notNull(),
    account: varchar('account', { length: 40 }).notNull(),
    /** normal 普通发票 | special 增值税专用发票 */
    type: varchar('type', { length: 10 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** requested | issued */
    state: varchar('state', { length: 10 }).notNull().default('requested'),
    invoiceNo: varchar('invoice_no', { length: 32 }),
    pdfStorageKey: varchar('pdf_storage_key', { length: 80 }),
    pdfSizeBytes: integer('pdf_size_bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: integer('issued_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('invoices_company_requested_idx').on(t.companyId, t.requestedAt, t.id),
    index('invoices_state_requested_idx').on(t.state, t.requestedAt, t.id),
  ],
);

export type InvoiceTitleRow = typeof invoiceTitles.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
