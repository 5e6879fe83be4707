import { and, eq } from 'drizzle-orm';
import { companies, membershipOrders, membershipPlans } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';

/**
 * An order of the buyer's company with its plan and the company's membership; another company's reads
 * as unknown.
 */
export async function findBuyerOrder(db: Db, companyId: number, orderSn: string) {
  const [row] = await db
    .select({
      order: membershipOrders,
      plan: membershipPlans,
      company: { membershipLevel: companies.membershipLevel, membershipExpiresAt: companies.membershipExpiresAt },
    })
    .from(membershipOrders)
    .innerJoin(membershipPlans, eq(membershipPlans.id, membershipOrders.planId))
    .innerJoin(companies, eq(companies.id, membershipOrders.companyId))
    .where(and(eq(membershipOrders.orderSn, orderSn), eq(membershipOrders.companyId, companyId)));
  if (!row) throw new DomainError('notFound', 'orderNotFound');
  return row;
}
