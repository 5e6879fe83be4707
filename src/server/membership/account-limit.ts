import type { Db } from '../db/types';
import { companyOfUser } from '../companies/company-of-user';
import { planForLevel } from './find-plan';
import { membershipAt } from './membership-state';

/**
 * What memo_account promises: how many colleagues (sub-accounts) the company's plan allows besides
 * the owner (0 without an active plan; docs/decisions/0066-company-accounts.md).
 */
export async function subAccountLimit(db: Db, userId: number, at: Date): Promise<number> {
  const membership = membershipAt(await companyOfUser(db, userId), at);
  if (!membership.active) return 0;
  return (await planForLevel(db, membership.level))?.accountLimit ?? 0;
}
