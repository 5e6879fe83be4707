import { count, desc, eq } from 'drizzle-orm';
import type { OrderList } from '@/contracts/membership';
import type { Lang } from '@/contracts/site';
import { membershipOrders, membershipPlans } from '../db/schema';
import type { Db } from '../db/types';
import { orderInvoiceState } from './order-invoice-state';
import { toOrderSummary } from './order-views';

/** GET /api/get/level/order: the membership orders of the buyer's company, newest first. */
export async function listOrders(db: Db, input: { companyId: number; page: number; pageSize: number; lang: Lang }): Promise<OrderList> {
  const { companyId, page, pageSize, lang } = input;
  const [totalRow] = await db.select({ n: count() }).from(membershipOrders).where(eq(membershipOrders.companyId, companyId));
  const total = Number(totalRow?.n ?? 0);
  const rows = await db
    .select({ order: membershipOrders, plan: membershipPlans })
    .from(membershipOrders)
    .innerJoin(membershipPlans, eq(membershipPlans.id, membershipOrders.planId))
    .where(eq(membershipOrders.companyId, companyId))
    .orderBy(desc(membershipOrders.createdAt), desc(membershipOrders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const invoices = await orderInvoiceState(db, rows.map((r) => r.order.id));
  return {
    items: rows.map((r) => toOrderSummary(r.order, r.plan, invoices.get(r.order.id) ?? 'none', lang)),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}
