import { asc, eq } from 'drizzle-orm';
import type { AdminOrderDetail } from '@/contracts/admin-membership';
import type { Lang } from '@/contracts/site';
import { membershipOrders, paymentNotifications } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import { orderInvoiceState } from '../order-invoice-state';
import { ordersWithBuyer, toAdminOrder } from './list-orders-for-operator';

/** GET /api/admin/orders/{sn}: one order with every payment notification about it, oldest first. */
export async function getOrderForOperator(db: Db, orderSn: string, lang: Lang): Promise<AdminOrderDetail> {
  const [row] = await ordersWithBuyer(db).where(eq(membershipOrders.orderSn, orderSn));
  if (!row) throw new DomainError('notFound', 'orderNotFound');
  const notes = await db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.orderSn, orderSn))
    .orderBy(asc(paymentNotifications.receivedAt), asc(paymentNotifications.id));
  const invoice = (await orderInvoiceState(db, [row.order.id])).get(row.order.id) ?? 'none';
  return {
    ...toAdminOrder(row.order, row.plan, row.buyer, invoice, lang),
    notifications: notes.map((n) => ({
      id: n.id,
      provider: n.provider,
      notify_id: n.notifyId,
      provider_trade_no: n.providerTradeNo,
      outcome: n.outcome,
      amount_fen: n.amountFen,
      currency: n.currency,
      result: n.result,
      reason: n.reason,
      received_at: n.receivedAt.toISOString(),
    })),
  };
}
