import { asc, eq } from 'drizzle-orm';
import type { MembershipPlan } from '@/contracts/membership';
import type { Lang } from '@/contracts/site';
import { membershipPlans } from '../db/schema';
import type { Db } from '../db/types';
import { toPlanView } from './plan-view';

/** GET /api/get/level/memo: the plans on sale, in the dialog's order. */
export async function listPlans(db: Db, lang: Lang): Promise<MembershipPlan[]> {
  const rows = await db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.active, 1))
    .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id));
  return rows.map((row) => toPlanView(row, lang));
}
