import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry, AuditList } from '@/contracts/staff';
import type { UserRole } from '@/contracts/accounts';
import { auditLog, categories, companies, inquiries, membershipPlans, products, users } from '../db/schema';
import type { Db } from '../db/types';
import { auditWhere, type AuditFilter } from './audit-scope';

const targetUser = alias(users, 'target_user');
const targetCompany = alias(companies, 'target_company');
const companyTarget = alias(companies, 'company_target');

const columns = {
  entry: auditLog,
  actorName: users.name,
  actorMobile: users.mobile,
  actorRole: users.role,
  targetUserName: targetUser.name,
  targetCompanyName: targetCompany.name,
  companyTargetName: companyTarget.name,
  inquiryCurrency: inquiries.currency,
  productTitleZh: products.titleZh,
  productTitleEn: products.titleEn,
  planTitle: membershipPlans.title,
  categoryTitleZh: categories.title,
  categoryTitleEn: categories.titleEn,
};
type Joined = {
  entry: typeof auditLog.$inferSelect;
  actorName: string | null;
  actorMobile: string | null;
  actorRole: UserRole | null;
  targetUserName: string | null;
  targetCompanyName: string | null;
  companyTargetName: string | null;
  inquiryCurrency: string | null;
  productTitleZh: string | null;
  productTitleEn: string | null;
  planTitle: { zh: string; en: string } | null;
  categoryTitleZh: string | null;
  categoryTitleEn: string | null;
};

/**
 * The log with its actor, the target account (and its company) or target company by name, an inquiry
 * target's currency, and a product's, plan's or category's own title in both languages: the console
 * names each target in words.
 */
function joinedRows(db: Db) {
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(targetUser, eq(targetUser.id, auditLog.targetUserId))
    .leftJoin(targetCompany, eq(targetCompany.id, targetUser.companyId))
    .leftJoin(inquiries, and(eq(auditLog.targetType, 'inquiry'), eq(inquiries.reference, auditLog.targetId)))
    .leftJoin(products, and(eq(auditLog.targetType, 'product'), eq(products.skuCode, auditLog.targetId)))
    .leftJoin(membershipPlans, and(eq(auditLog.targetType, 'plan'), sql`${membershipPlans.id}::text = ${auditLog.targetId}`))
    .leftJoin(categories, and(eq(auditLog.targetType, 'category'), eq(categories.cid, auditLog.targetId)))
    .leftJoin(companyTarget, and(eq(auditLog.targetType, 'company'), sql`${companyTarget.id}::text = ${auditLog.targetId}`));
}

function targetTitle(row: Joined): AuditEntry['targetTitle'] {
  if (row.productTitleZh !== null && row.productTitleEn !== null) return { zh: row.productTitleZh, en: row.productTitleEn };
  if (row.planTitle) return { zh: row.planTitle.zh, en: row.planTitle.en };
  if (row.categoryTitleZh !== null && row.categoryTitleEn !== null) return { zh: row.categoryTitleZh, en: row.categoryTitleEn };
  return null;
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
    targetName:
      row.targetUserName === null ? row.companyTargetName : [row.targetUserName, row.targetCompanyName].filter(Boolean).join(' · '),
    targetTitle: targetTitle(row),
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

