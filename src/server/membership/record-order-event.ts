import { auditLog, type MembershipOrderRow } from '../db/schema';
import type { Db } from '../db/types';

export type OrderEvent =
  | 'order.created'
  | 'order.paid'
  | 'order.failed'
  | 'order.expired'
  | 'order.cancelled'
  | 'order.refund-required'
  | 'membership.activated';

/**
 * Every state change of an order is one audit row in the caller's transaction: who (the buyer, or null
 * for the gateway and the expiry job), what, and the money in fen.
 */
export async function recordOrderEvent(
  tx: Db,
  event: OrderEvent,
  order: Pick<MembershipOrderRow, 'id' | 'orderSn' | 'userId' | 'amountFen' | 'state'>,
  at: Date,
  details: Record<string, unknown> = {},
  actorUserId: number | null = null,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId,
    action: event,
    targetUserId: order.userId,
    details: { orderId: order.id, orderSn: order.orderSn, amountFen: order.amountFen, state: order.state, ...details },
    createdAt: at,
  });
}
