import { and, count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { AdminOrder, AdminOrderList, AdminOrderListQuery } from '@/contracts/admin-membership';
import type { InvoiceState, OrderState, OrderType } from '@/contracts/membership';
import type { Lang } from '@/contracts/site';
import { companies, membershipOrders, membershipPlans, users, type MembershipOrderRow, type MembershipPlanRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { orderInvoiceState } from '../order-invoice-state';
import { localized, yuan } from '../plan-view';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export type OrderBuyer = { id: number; mobile: string; company: string | null };

export function toAdminOrder(order: MembershipOrderRow, plan: MembershipPlanRow, buyer: OrderBuyer, invoice: InvoiceState, lang: Lang): AdminOrder {
  return {
    order_sn: order.orderSn,
    user_id: buyer.id,
    mobile: buyer.mobile,
    company: buyer.company,
    plan_id: order.planId,
    title: localized(plan.title, lang),
    order_type: order.orderType as OrderType,
    fee: yuan(order.amountFen),
    fee_fen: order.amountFen,
    state: order.state as OrderState,
    refund_state: order.refundState as AdminOrder['refund_state'],
    invoice_state: invoice,
    provider: order.provider,
    test_order: order.provider === 'sandbox',
    provider_trade_no: order.providerTradeNo,
    order_datetime: order.createdAt.toISOString(),
    expiration_date: order.payExpiresAt.toISOString(),
    paid_at: iso(order.paidAt),
    closed_at: iso(order.closedAt),
    membership_expires_at: iso(order.membershipExpiresAt),
  };
}

export function ordersWithBuyer(db: Db) {
  return db
    .select({ order: membershipOrders, plan: membershipPlans, buyer: { id: users.id, mobile: users.mobile, company: companies.name } })
    .from(membershipOrders)
    .innerJoin(membershipPlans, eq(membershipPlans.id, membershipOrders.planId))
    .innerJoin(users, eq(users.id, membershipOrders.userId))
    .innerJoin(companies, eq(companies.id, membershipOrders.companyId));
}

/** Escapes LIKE's wildcards in what the operator typed. */
const literalPrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /api/admin/orders: every buyer's membership orders, newest first, by state, refund state,
 * buyer, or an order number / mobile the operator types (exact or its start).
 */
export async function listOrdersForOperator(db: Db, query: AdminOrderListQuery, lang: Lang): Promise<AdminOrderList> {
  const { page, pageSize } = query;
  const where: SQL[] = [];
  if (query.state) where.push(eq(membershipOrders.state, query.state));
  if (query.refund) where.push(eq(membershipOrders.refundState, query.refund));
  if (query.userId) where.push(eq(membershipOrders.userId, query.userId));
  const q = query.q?.trim();
  if (q) {
    const text = or(like(membershipOrders.orderSn, literalPrefix(q.toUpperCase())), like(users.mobile, literalPrefix(q)));
    if (text) where.push(text);
  }
  const condition = where.length ? and(...where) : undefined;
  const [totalRow] = await db
    .select({ n: count() })
    .from(membershipOrders)
    .innerJoin(users, eq(users.id, membershipOrders.userId))
    .where(condition);
  const total = Number(totalRow?.n ?? 0);
  const rows = await ordersWithBuyer(db)
    .where(condition)
    .orderBy(desc(membershipOrders.createdAt), desc(membershipOrders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const invoices = await orderInvoiceState(
    db,
    rows.map((r) => r.order.id),
  );
  const items = rows.map((r) => toAdminOrder(r.order, r.plan, r.buyer, invoices.get(r.order.id) ?? 'none', lang));
  return { items, total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}
