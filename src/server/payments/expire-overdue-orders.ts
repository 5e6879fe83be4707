import { and, eq, lte } from 'drizzle-orm';
import { now } from '../clock';
import { membershipOrders } from '../db/schema';
import type { Db } from '../db/types';
import { recordOrderEvent } from '../membership/record-order-event';

/**
 * The expiry job's pass: every pending order whose pay window has ended becomes expired (with an audit
 * row each). One UPDATE decides, so an order a notification is paying right now (row lock held) is
 * re-checked after that commit and left alone if it was paid. Never run on a page load.
 */
export async function expireOverdueOrders(db: Db, at: Date = now(), limit = 500): Promise<{ expired: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: membershipOrders.id })
      .from(membershipOrders)
      .where(and(eq(membershipOrders.state, 'pending'), lte(membershipOrders.payExpiresAt, at)))
      .orderBy(membershipOrders.payExpiresAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    let expired = 0;
    for (const { id } of due) {
      const [row] = await tx
        .update(membershipOrders)
        .set({ state: 'expired', closedAt: at, updatedAt: at })
        .where(and(eq(membershipOrders.id, id), eq(membershipOrders.state, 'pending')))
        .returning();
      if (!row) continue;
      expired += 1;
      await recordOrderEvent(tx, 'order.expired', row, at, { from: 'pending', reason: 'pay window passed' });
    }
    return { expired };
  });
}
