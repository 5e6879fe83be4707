import { eq } from 'drizzle-orm';
import type { AccountManager } from '@/contracts/account-manager';
import type { Entitlements } from '@/contracts/entitlements';
import { users, type CompanyRow } from '../db/schema';
import type { Db } from '../db/types';

/** The staff account assigned to the company, whatever its plan (the console's view). */
export async function assignedAccountManager(
  db: Db,
  company: Pick<CompanyRow, 'accountManagerId'>,
): Promise<AccountManager | null> {
  if (company.accountManagerId === null) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, company.accountManagerId));
  return row ?? null;
}

/**
 * The account manager a buyer's company may see and be served by: only while the plan in force
 * grants one (a lapsed plan hides the name from the next request on, although the assignment stays).
 */
export async function entitledAccountManager(
  db: Db,
  company: Pick<CompanyRow, 'accountManagerId'> | null,
  entitlements: Pick<Entitlements, 'accountManager'>,
): Promise<AccountManager | null> {
  if (!company || !entitlements.accountManager) return null;
  return assignedAccountManager(db, company);
}
