import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '@/contracts/membership';
import type { Lang } from '@/contracts/site';
import { now } from '../clock';
import { membershipOrders } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { findBuyerOrder } from './buyer-order';
import { toOrderStatus } from './order-views';
import { recordOrderEvent } from './record-order-event';

/**
 * POST /api/ums/c2b/cancel: pending → cancelled (an order of the buyer's company only). A success that arrives
 * afterwards is recorded for a refund, never applied.
 */
export async function cancelOrder(db: Db, input: { userId: number; companyId: number; orderSn: string; lang: Lang }): Promise<OrderStatus> {
  const at = now();
  await findBuyerOrder(db, input.companyId, input.orderSn);
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(membershipOrders)
      .where(and(eq(membershipOrders.orderSn, input.orderSn), eq(membershipOrders.companyId, input.companyId)))
      .for('update');
    if (!order) throw new DomainError('notFound', 'orderNotFound');
    if (order.state !== 'pending') throw new DomainError('conflict', 'orderNotCancellable', { state: order.state });
    const [closed] = await tx
      .update(membershipOrders)
      .set({ state: 'cancelled', closedAt: at, updatedAt: at })
      .where(eq(membershipOrders.id, order.id))
      .returning();
    await recordOrderEvent(tx, 'order.cancelled', closed!, at, { from: 'pending' }, input.userId);
  });
  const { order, plan, company } = await findBuyerOrder(db, input.companyId, input.orderSn);
  return toOrderStatus(order, plan, company, input.lang, at);
}
