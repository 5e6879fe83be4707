import { count, desc, eq, max } from 'drizzle-orm';
import type { RefundItem } from '@/contracts/membership';
import { membershipOrders, paymentNotifications, users } from '../db/schema';
import type { Db } from '../db/types';
import { maskMobile } from '../security/mask-mobile';

/**
 * GET /api/admin/payments/refunds: orders that took money they could not take (a success after expiry
 * or cancellation, a second payment), newest first, for the operator to refund at the gateway.
 */
export async function listRefunds(db: Db, input: { page: number; pageSize: number }) {
  const { page, pageSize } = input;
  const [totalRow] = await db.select({ n: count() }).from(membershipOrders).where(eq(membershipOrders.refundState, 'required'));
  const total = Number(totalRow?.n ?? 0);
  const lastLate = db
    .select({ orderSn: paymentNotifications.orderSn, at: max(paymentNotifications.receivedAt).as('at') })
    .from(paymentNotifications)
    .where(eq(paymentNotifications.result, 'late'))
    .groupBy(paymentNotifications.orderSn)
    .as('last_late');
  const rows = await db
    .select({ order: membershipOrders, mobile: users.mobile, notifiedAt: lastLate.at })
    .from(membershipOrders)
    .innerJoin(users, eq(users.id, membershipOrders.userId))
    .leftJoin(lastLate, eq(lastLate.orderSn, membershipOrders.orderSn))
    .where(eq(membershipOrders.refundState, 'required'))
    .orderBy(desc(membershipOrders.updatedAt), desc(membershipOrders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const items: RefundItem[] = rows.map(({ order, mobile, notifiedAt }) => ({
    order_sn: order.orderSn,
    user_id: order.userId,
    masked_mobile: maskMobile(mobile),
    state: order.state as RefundItem['state'],
    refund_state: order.refundState as RefundItem['refund_state'],
    fee: order.amountFen / 100,
    fee_fen: order.amountFen,
    provider: order.provider,
    provider_trade_no: order.providerTradeNo,
    order_datetime: order.createdAt.toISOString(),
    notified_at: notifiedAt ? new Date(notifiedAt).toISOString() : null,
  }));
  return { items, total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}
