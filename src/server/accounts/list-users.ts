import { and, asc, count, eq } from 'drizzle-orm';
import type { AdminUserList, UserStatus } from '@/contracts/accounts';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { toAdminUser } from './to-user-info';

/**
 * GET /api/admin/users: oldest first, so the queue is worked in order. No filter = the pending queue;
 * a mobile alone finds that account whatever its status.
 */
export async function listUsers(
  db: Db,
  query: { status?: UserStatus; mobile?: string; page: number; pageSize: number },
): Promise<AdminUserList> {
  const status = query.status ?? (query.mobile ? undefined : 'pending');
  const where = and(
    status ? eq(users.status, status) : undefined,
    query.mobile ? eq(users.mobile, query.mobile) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toAdminUser), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
