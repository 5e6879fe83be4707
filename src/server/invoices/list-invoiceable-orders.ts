import { and, desc, eq, isNull } from 'drizzle-orm';
import { yuan, type InvoiceableOrder } from '@/contracts/invoices';
import type { Lang } from '@/contracts/site';
import { invoices, membershipOrders, membershipPlans } from '../db/schema';
import type { Db } from '../db/types';
import { invoiceableOrderOf } from './invoiceable-orders';

/** A buyer has a handful of membership orders; this bounds the answer all the same. */
const MAX_ORDERS = 100;

/** The company's paid orders of invoiceable plans with no invoice yet, newest payment first. */
export async function listInvoiceableOrders(db: Db, input: { companyId: number; lang: Lang }): Promise<InvoiceableOrder[]> {
  const rows = await db
    .select({
      orderSn: membershipOrders.orderSn,
      title: membershipPlans.title,
      amountFen: membershipOrders.amountFen,
      paidAt: membershipOrders.paidAt,
      createdAt: membershipOrders.createdAt,
    })
    .from(membershipOrders)
    .innerJoin(membershipPlans, eq(membershipPlans.id, membershipOrders.planId))
    .leftJoin(invoices, eq(invoices.orderId, membershipOrders.id))
    .where(and(invoiceableOrderOf(input.companyId), isNull(invoices.id)))
    .orderBy(desc(membershipOrders.paidAt), desc(membershipOrders.id))
    .limit(MAX_ORDERS);
  return rows.map((r) => ({
    order_sn: r.orderSn,
    title: r.title[input.lang],
    amount: yuan(r.amountFen),
    amount_fen: r.amountFen,
    paid_at: (r.paidAt ?? r.createdAt).toISOString(),
  }));
}
