import { eq } from 'drizzle-orm';
import type { AdminUser } from '@/contracts/accounts';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { toAdminUser } from './to-user-info';

/** GET /api/admin/users/{id}: one account as operators see it (its inquiries come from their own list). */
export async function getUserForOperator(db: Db, userId: number): Promise<AdminUser> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new DomainError('notFound', 'userNotFound');
  return toAdminUser(row);
}
