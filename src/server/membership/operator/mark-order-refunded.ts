import { and, eq } from 'drizzle-orm';
import { now } from '../../clock';
import { recordAudit, type AuditActor } from '../../audit/record-audit';
import { membershipOrders } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';

/**
 * POST /api/admin/orders/{sn}/refunded: the operator gave the money of a late or second payment back
 * at the gateway; the order leaves the refund queue (required → refunded), with an audit row.
 */
export async function markOrderRefunded(db: Db, input: AuditActor & { orderSn: string; note?: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(membershipOrders).where(eq(membershipOrders.orderSn, input.orderSn)).for('update');
    if (!order) throw new DomainError('notFound', 'orderNotFound');
    if (order.refundState !== 'required') throw new DomainError('conflict', 'orderNotAwaitingRefund');
    await tx
      .update(membershipOrders)
      .set({ refundState: 'refunded', updatedAt: now() })
      .where(and(eq(membershipOrders.id, order.id), eq(membershipOrders.refundState, 'required')));
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      ip: input.ip,
      action: 'order.refunded',
      targetUserId: order.userId,
      targetType: 'order',
      targetId: order.orderSn,
      before: { refundState: 'required' },
      after: { refundState: 'refunded' },
      details: { orderSn: order.orderSn, amountFen: order.amountFen, providerTradeNo: order.providerTradeNo, ...(input.note ? { note: input.note } : {}) },
    });
  });
}
