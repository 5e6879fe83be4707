import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminInvoice, InvoiceState } from '@/contracts/invoices';
import { companies, invoices, membershipOrders, users } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { adminInvoiceView } from './invoice-views';

const columns = {
  invoice: invoices,
  orderSn: membershipOrders.orderSn,
  buyer: { id: users.id, company: companies.name, name: users.name, mobile: users.mobile },
};

function withBuyer(db: Db) {
  return db
    .select(columns)
    .from(invoices)
    .innerJoin(membershipOrders, eq(membershipOrders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .innerJoin(companies, eq(companies.id, invoices.companyId));
}

export async function getInvoiceForOperator(db: Db, input: { invoiceId: number }): Promise<AdminInvoice> {
  const [row] = await withBuyer(db).where(eq(invoices.id, input.invoiceId));
  if (!row) throw new DomainError('notFound', 'invoiceNotFound');
  return adminInvoiceView(row.invoice, row.orderSn, row.buyer);
}

/** The operator's queue: every buyer's invoices, optionally one state, oldest request first (first come, first issued). */
export async function listInvoicesForOperator(
  db: Db,
  input: { state?: InvoiceState; page: number; pageSize: number },
) {
  const where: SQL | undefined = input.state ? and(eq(invoices.state, input.state)) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(invoices).where(where);
  const order = input.state === 'issued' ? [desc(invoices.issuedAt), desc(invoices.id)] : [invoices.requestedAt, invoices.id];
  const rows = await withBuyer(db)
    .where(where)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    items: rows.map((r) => adminInvoiceView(r.invoice, r.orderSn, r.buyer)),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.max(1, Math.ceil(total / input.pageSize)),
  };
}
