import { and, count, desc, eq, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry, AuditList } from '@/contracts/staff';
import type { UserRole } from '@/contracts/accounts';
import { auditLog, companies, inquiries, users } from '../db/schema';
import type { Db } from '../db/types';
import { auditWhere, type AuditFilter } from './audit-scope';

const targetUser = alias(users, 'target_user');
const targetCompany = alias(companies, 'target_company');

const columns = {
  entry: auditLog,
  actorName: users.name,
  actorMobile: users.mobile,
  actorRole: users.role,
  targetUserName: targetUser.name,
  targetCompanyName: targetCompany.name,
  inquiryCurrency: inquiries.currency,
};
type Joined = {
  entry: typeof auditLog.$inferSelect;
  actorName: string | null;
  actorMobile: string | null;
  actorRole: UserRole | null;
  targetUserName: string | null;
  targetCompanyName: string | null;
  inquiryCurrency: string | null;
};

/** The log with its actor, the target account (and company) by name, and an inquiry target's currency. */
function joinedRows(db: Db) {
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(targetUser, eq(targetUser.id, auditLog.targetUserId))
    .leftJoin(targetCompany, eq(targetCompany.id, targetUser.companyId))
    .leftJoin(inquiries, and(eq(auditLog.targetType, 'inquiry'), eq(inquiries.reference, auditLog.targetId)));
}

export function toAuditEntry(row: Joined): AuditEntry {
  const { entry } = row;
  return {
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    action: entry.action,
    actor:
      entry.actorUserId !== null && row.actorName !== null
        ? { id: entry.actorUserId, name: row.actorName, mobile: row.actorMobile ?? '', role: row.actorRole ?? 'buyer' }
        : null,
    targetUserId: entry.targetUserId,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetName: row.targetUserName === null ? null : [row.targetUserName, row.targetCompanyName].filter(Boolean).join(' · '),
    currency: row.inquiryCurrency,
    before: entry.before,
    after: entry.after,
    details: entry.details,
    ip: entry.ip,
  };
}

/** Rows newest first, `limit` at a time after an id cursor (the export reads it page by page). */
export function auditRows(db: Db, filter: AuditFilter, limit: number, beforeId?: number) {
  return joinedRows(db)
    .where(and(auditWhere(filter), beforeId === undefined ? undefined : lt(auditLog.id, beforeId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

export async function countAuditEntries(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(auditWhere(filter));
  return row?.n ?? 0;
}

/** GET /api/admin/audit: newest first (ids follow time), filtered by action, actor, target user and days. */
export async function listAuditEntries(
  db: Db,
  query: AuditFilter & { page: number; pageSize: number },
): Promise<AuditList> {
  const [rows, total] = await Promise.all([
    joinedRows(db)
      .where(auditWhere(query))
      .orderBy(desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countAuditEntries(db, query),
  ]);
  return {
    items: rows.map(toAuditEntry),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
  };
}

