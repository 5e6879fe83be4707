import { count, desc, eq } from 'drizzle-orm';
import type { InvoiceList } from '@/contracts/invoices';
import { invoices, membershipOrders } from '../db/schema';
import type { Db } from '../db/types';
import { invoiceView } from './invoice-views';

/** The invoices of the buyer's company, newest request first. */
export async function listInvoices(db: Db, input: { companyId: number; page: number; pageSize: number }): Promise<InvoiceList> {
  const mine = eq(invoices.companyId, input.companyId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(invoices).where(mine);
  const rows = await db
    .select({ invoice: invoices, orderSn: membershipOrders.orderSn })
    .from(invoices)
    .innerJoin(membershipOrders, eq(membershipOrders.id, invoices.orderId))
    .where(mine)
    .orderBy(desc(invoices.requestedAt), desc(invoices.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    items: rows.map((r) => invoiceView(r.invoice, r.orderSn)),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.max(1, Math.ceil(total / input.pageSize)),
  };
}
