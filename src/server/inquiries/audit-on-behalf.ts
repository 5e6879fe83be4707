import { auditLog, type InquiryRow } from '../db/schema';
import type { Db } from '../db/types';
import type { InquiryViewer } from './inquiry-viewer';

/**
 * When the owner accepts or closes a colleague's inquiry on the company's behalf, the inquiry keeps
 * its sender; the audit log keeps who acted (a buyer acting on their own inquiry needs no row: the
 * inquiry already says who sent it).
 */
export async function auditOnBehalf(
  tx: Db,
  entry: { action: 'inquiry.accept' | 'inquiry.close'; viewer: InquiryViewer; rows: readonly InquiryRow[]; at: Date },
): Promise<void> {
  const others = entry.rows.filter((row) => row.userId !== entry.viewer.userId);
  if (others.length === 0) return;
  await tx.insert(auditLog).values(
    others.map((row) => ({
      action: entry.action,
      actorUserId: entry.viewer.userId,
      targetUserId: row.userId,
      targetType: 'inquiry',
      targetId: String(row.id),
      details: { reference: row.reference, companyId: row.companyId, onBehalfOfCompany: true },
      createdAt: entry.at,
    })),
  );
}
