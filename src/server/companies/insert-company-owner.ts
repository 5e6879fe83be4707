import { companies, users, type CompanyRow, type NewCompanyRow, type NewUserRow, type UserRow } from '../db/schema';
import type { Db } from '../db/types';

/**
 * A company and the account that owns it, written straight to the tables (seeds and benchmarks; the
 * storefront's way in is registration). Call inside a transaction when both must land together.
 */
export async function insertCompanyOwner(
  db: Db,
  company: Omit<NewCompanyRow, 'createdAt' | 'updatedAt'>,
  owner: Omit<NewUserRow, 'companyId' | 'companyRole' | 'createdAt' | 'updatedAt'>,
  at: Date,
): Promise<{ user: UserRow; company: CompanyRow }> {
  const [createdCompany] = await db
    .insert(companies)
    .values({ ...company, createdAt: at, updatedAt: at })
    .returning();
  if (!createdCompany) throw new Error('insertCompanyOwner: company insert returned nothing');
  const [user] = await db
    .insert(users)
    .values({ ...owner, companyId: createdCompany.id, companyRole: 'owner', createdAt: at, updatedAt: at })
    .returning();
  if (!user) throw new Error('insertCompanyOwner: user insert returned nothing');
  return { user, company: createdCompany };
}
