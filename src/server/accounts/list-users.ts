import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { AdminUserList, UserRole, UserStatus } from '@/contracts/accounts';
import { containsPattern } from '@/lib/escape-like';
import { companies, users } from '../db/schema';
import type { Db } from '../db/types';
import { toAdminUser } from './to-user-info';

/**
 * GET /api/admin/users: oldest first, so the queue is worked in order. No filter = the pending queue;
 * a mobile (exact), a role or a search text (part of the mobile, name or company; `q=` alone lists
 * everyone) looks in every status.
 */
export async function listUsers(
  db: Db,
  query: { status?: UserStatus; role?: UserRole; mobile?: string; q?: string; page: number; pageSize: number },
): Promise<AdminUserList> {
  const q = query.q?.trim();
  // A search text — even an empty one — asks for every account; nothing at all means the pending queue.
  const searching = Boolean(query.mobile || query.role) || q !== undefined;
  const status = query.status ?? (searching ? undefined : 'pending');
  const where = and(
    status ? eq(users.status, status) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.mobile ? eq(users.mobile, query.mobile) : undefined,
    q
      ? or(
          ilike(users.mobile, containsPattern(q)),
          ilike(users.name, containsPattern(q)),
          ilike(companies.name, containsPattern(q)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, company: companies })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(where),
  ]);
  return { items: rows.map((row) => toAdminUser(row.user, row.company)), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
