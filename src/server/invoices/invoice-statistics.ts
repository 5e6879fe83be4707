import { eq, sql } from 'drizzle-orm';
import { yuan, type InvoiceStatistics } from '@/contracts/invoices';
import { invoices, membershipOrders, membershipPlans } from '../db/schema';
import type { Db } from '../db/types';
import { invoiceableOrderOf } from './invoiceable-orders';

/**
 * Over the buyer's paid orders of invoiceable plans, in one query (so the parts always add up):
 * invoiced = orders with an invoice (requested or issued), issued = those already issued,
 * not_invoiced = the rest, which the buyer may still request.
 */
export async function invoiceStatistics(db: Db, input: { companyId: number }): Promise<InvoiceStatistics> {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${membershipOrders.amountFen}), 0)`,
      invoiced: sql<string>`coalesce(sum(${membershipOrders.amountFen}) filter (where ${invoices.id} is not null), 0)`,
      issued: sql<string>`coalesce(sum(${membershipOrders.amountFen}) filter (where ${invoices.state} = 'issued'), 0)`,
    })
    .from(membershipOrders)
    .innerJoin(membershipPlans, eq(membershipPlans.id, membershipOrders.planId))
    .leftJoin(invoices, eq(invoices.orderId, membershipOrders.id))
    .where(invoiceableOrderOf(input.companyId));
  const paid = Number(row?.paid ?? 0);
  const invoiced = Number(row?.invoiced ?? 0);
  const issued = Number(row?.issued ?? 0);
  return {
    paid_total: yuan(paid),
    paid_total_fen: paid,
    invoiced: yuan(invoiced),
    invoiced_fen: invoiced,
    issued: yuan(issued),
    issued_fen: issued,
    not_invoiced: yuan(paid - invoiced),
    not_invoiced_fen: paid - invoiced,
  };
}
