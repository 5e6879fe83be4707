import { eq } from 'drizzle-orm';
import { companies, users, type CompanyRow, type UserRow } from '../db/schema';
import type { Db } from '../db/types';

/** An account with the company it belongs to (null for staff). */
export type UserWithCompany = { user: UserRow; company: CompanyRow | null };

/** The company an account belongs to, or null (staff, or no such account). */
export async function companyOfUser(db: Db, userId: number): Promise<CompanyRow | null> {
  const [row] = await db
    .select({ company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row?.company ?? null;
}

/** The account and its company in one read. */
export async function userWithCompany(db: Db, userId: number): Promise<UserWithCompany | null> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}
