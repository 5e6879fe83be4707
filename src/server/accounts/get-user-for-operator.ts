import type { AdminUser } from '@/contracts/accounts';
import type { UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { companyOfUser, userWithCompany } from '../companies/company-of-user';
import { DomainError } from '../domain-error';
import { toAdminUser } from './to-user-info';

/** GET /api/admin/users/{id}: one account as operators see it (its inquiries come from their own list). */
export async function getUserForOperator(db: Db, userId: number): Promise<AdminUser> {
  const row = await userWithCompany(db, userId);
  if (!row) throw new DomainError('notFound', 'userNotFound');
  return toAdminUser(row.user, row.company);
}

/** The operator's view of an account a console action just changed. */
export async function adminUserView(db: Db, user: UserRow): Promise<AdminUser> {
  return toAdminUser(user, await companyOfUser(db, user.id));
}
