import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { planForLevel } from './find-plan';
import { membershipAt } from './membership-state';

/**
 * What memo_account promises: how many sub-accounts the buyer's plan allows besides the main account
 * (0 without an active plan). Sub-accounts themselves are issue 12's; it calls this where one is
 * created (docs/decisions/0022-membership-promises.md).
 */
export async function subAccountLimit(db: Db, userId: number, at: Date): Promise<number> {
  const [user] = await db
    .select({ membershipLevel: users.membershipLevel, membershipExpiresAt: users.membershipExpiresAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return 0;
  const membership = membershipAt(user, at);
  if (!membership.active) return 0;
  return (await planForLevel(db, membership.level))?.accountLimit ?? 0;
}
