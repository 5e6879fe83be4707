import { and, asc, desc, eq } from 'drizzle-orm';
import { membershipPlans, type MembershipPlanRow } from '../db/schema';
import type { Db } from '../db/types';

/** A plan on sale by id, or undefined (unknown and withdrawn plans read the same). */
export async function findActivePlan(db: Db, planId: number): Promise<MembershipPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.id, planId), eq(membershipPlans.active, 1)));
  return row;
}

/**
 * The plan that stands for a membership level (its limits, its daily price): the one on sale first,
 * else a withdrawn one — a buyer keeps what they paid for when the operator withdraws a plan.
 */
export async function planForLevel(db: Db, level: number): Promise<MembershipPlanRow | undefined> {
  if (level <= 0) return undefined;
  const [row] = await db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.level, level))
    .orderBy(desc(membershipPlans.active), asc(membershipPlans.sortOrder), asc(membershipPlans.id))
    .limit(1);
  return row;
}
