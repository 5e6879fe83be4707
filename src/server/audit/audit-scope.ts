import { and, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { AuditListQuery } from '@/contracts/staff';
import { addDays, chinaDayStart } from '@/lib/china-date';
import { escapeLike } from '@/lib/escape-like';
import { auditLog } from '../db/schema';

export type AuditFilter = Pick<AuditListQuery, 'action' | 'actorId' | 'targetUserId' | 'from' | 'to'>;

/** The filters the audit screen and its export share; days are China calendar days, both ends inclusive. */
export function auditWhere(filter: AuditFilter): SQL | undefined {
  const action = filter.action?.trim();
  return and(
    action ? (action.endsWith('.') ? like(auditLog.action, `${escapeLike(action)}%`) : eq(auditLog.action, action)) : undefined,
    filter.actorId ? eq(auditLog.actorUserId, filter.actorId) : undefined,
    filter.targetUserId ? eq(auditLog.targetUserId, filter.targetUserId) : undefined,
    filter.from ? gte(auditLog.createdAt, chinaDayStart(filter.from)) : undefined,
    filter.to ? lt(auditLog.createdAt, chinaDayStart(addDays(filter.to, 1))) : undefined,
  );
}
