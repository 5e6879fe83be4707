import { and, eq } from 'drizzle-orm';
import { membershipOrders, membershipPlans, users } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';

/** The buyer's own order with its plan and the buyer's membership; someone else's reads as unknown. */
export async function findBuyerOrder(db: Db, userId: number, orderSn: string) {
  const [row] = await db
    .select({ order: membershipOrders, plan: membershipPlans, user: { membershipLevel: users.membershipLevel, membershipExpiresAt: users.membershipExpiresAt } })
    .from(membershipOrders)
    .innerJoin(membershipPlans, eq(membershipPlans.id, membershipOrders.planId))
    .innerJoin(users, eq(users.id, membershipOrders.userId))
    .where(and(eq(membershipOrders.orderSn, orderSn), eq(membershipOrders.userId, userId)));
  if (!row) throw new DomainError('notFound', 'orderNotFound');
  return row;
}
