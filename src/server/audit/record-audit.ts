import { now } from '../clock';
import { auditLog } from '../db/schema';
import type { Db } from '../db/types';

/** Who acts, from where: the signed-in staff member and the request's client address (null: CLI, jobs). */
export type AuditActor = { actorUserId: number | null; ip?: string | null };

export type AuditEntryInput = AuditActor & {
  action: string;
  targetUserId?: number | null;
  targetType?: string | null;
  targetId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  details?: Record<string, unknown>;
};

/** One audit row, written in the caller's transaction so the action and its record stand or fall together. */
export async function recordAudit(tx: Db, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    details: entry.details ?? {},
    ip: entry.ip?.slice(0, 64) ?? null,
    createdAt: now(),
  });
}
