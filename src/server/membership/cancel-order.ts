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
 * POST /api/ums/c2b/cancel: pending → cancelled (the buyer's own order only). A success that arrives
 * afterwards is recorded for a refund, never applied.
 */
export async function cancelOrder(db: Db, input: { userId: number; orderSn: string; lang: Lang }): Promise<OrderStatus> {
  const at = now();
  await findBuyerOrder(db, input.userId, input.orderSn);
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(membershipOrders)
      .where(and(eq(membershipOrders.orderSn, input.orderSn), eq(membershipOrders.userId, input.userId)))
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
  const { order, plan, user } = await findBuyerOrder(db, input.userId, input.orderSn);
  return toOrderStatus(order, plan, user, input.lang, at);
}
