import { auditLog } from '../db/schema';
import type { Db } from '../db/types';

export type InvoiceAuditAction =
  | 'invoice.request'
  | 'invoice.issue'
  | 'invoice.pdf'
  | 'invoiceTitle.add'
  | 'invoiceTitle.default'
  | 'invoiceTitle.delete';

/** Every state change of an invoice or a title leaves one row: who, what, when. */
export async function auditInvoice(
  tx: Db,
  entry: { action: InvoiceAuditAction; actorUserId: number; targetUserId: number; details: Record<string, unknown>; at: Date },
): Promise<void> {
  await tx.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId,
    targetUserId: entry.targetUserId,
    details: entry.details,
    createdAt: entry.at,
  });
}
