import crypto from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import {
  categories,
  inquiries,
  inquiryAttachments,
  inquiryBasketItems,
  inquiryLines,
  outbox,
  products,
  type NewProductRow,
  type ProductRow,
} from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildProduct, createCategory, createProduct, mulberry32 } from './catalog';
import { createAdmin, createUser, GOOD_PASSWORD, send, signIn, type Session } from './users';

export type Buyer = Session & { id: number; mobile: string; company: string };

/** An approved buyer, signed in. */
export async function signedInBuyer(overrides: Parameters<typeof createUser>[1] = {}): Promise<Buyer> {
  const user = await createUser(await getDb(), overrides);
  const session = await signIn(user.mobile, GOOD_PASSWORD);
  return { ...session, id: user.id, mobile: user.mobile, company: user.company };
}

export async function signedInOperator(): Promise<Buyer> {
  const user = await createAdmin(await getDb());
  const session = await signIn(user.mobile, GOOD_PASSWORD);
  return { ...session, id: user.id, mobile: user.mobile, company: user.company };
}

let shared: { db: Db; categoryId: number } | undefined;

/** One category for the inquiry tests' products (the category factory only has ~99 codes per level). */
async function inquiryCategoryId(db: Db): Promise<number> {
  if (shared?.db !== db) {
    const top = await createCategory(db, { titleEn: 'Inquiry test parts' });
    shared = { db, categoryId: (await createCategory(db, { parentId: top.id, taxonomyId: 'vp-1-4-1-7' })).id };
  }
  return shared.categoryId;
}

/** A listed product with known inquiry facts (MOQ 1, unit piece, no OE numbers unless given). */
export async function inquiryProduct(overrides: Parameters<typeof createProduct>[1] = {}): Promise<ProductRow> {
  const db = await getDb();
  return createProduct(db, { categoryId: await inquiryCategoryId(db), moq: 1, unit: 'piece', oeNumbers: [], fitments: [], ...overrides });
}

/** Many products in one insert (the seed's own builder), e.g. a 500-line parts list. */
export async function manyProducts(count: number, each: (i: number) => Partial<NewProductRow>): Promise<ProductRow[]> {
  const db = await getDb();
  const categoryId = await inquiryCategoryId(db);
  const [category] = await db.select().from(categories).where(eq(categories.id, categoryId));
  const rows = Array.from({ length: count }, (_, i) => ({
    ...buildProduct(mulberry32(i + 1), category!, i + 1).product,
    categoryId,
    ...each(i),
  }));
  const inserted: ProductRow[] = [];
  for (let i = 0; i < rows.length; i += 500) inserted.push(...(await db.insert(products).values(rows.slice(i, i + 500)).returning()));
  return inserted;
}

export const newKey = () => crypto.randomUUID();

/** POST /api/inquiry with an Idempotency-Key (a fresh one unless given). */
export function postInquiry(session: Session, body: unknown, options: { key?: string | null; query?: string } = {}) {
  const key = options.key === undefined ? newKey() : options.key;
  return send(`/api/inquiry?${options.query ?? 'lang=en'}`, 'POST', { ...session.headers, ...(key ? { 'idempotency-key': key } : {}) }, body);
}

export const contact = { contactName: '张三', contactMobile: '13812341234' };

/** Row counts of every table the inquiry features write: "nothing changed" is these staying equal. */
export async function inquiryTableCounts(db?: Db) {
  const target = db ?? (await getDb());
  const n = async (table: PgTable) => (await target.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    inquiries: await n(inquiries),
    lines: await n(inquiryLines),
    attachments: await n(inquiryAttachments),
    basket: await n(inquiryBasketItems),
    outbox: await n(outbox),
  };
}

/** Inquiry rows with all columns, for asserting what is stored. */
export async function inquiryRow(id: number) {
  const [row] = await (await getDb()).select().from(inquiries).where(eq(inquiries.id, id));
  return row;
}

export async function resetInquiryState(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`TRUNCATE inquiry_attachments, inquiry_lines, inquiries, inquiry_basket_items, outbox, rate_limits RESTART IDENTITY CASCADE`);
}
