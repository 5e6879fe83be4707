import { and, desc, eq } from 'drizzle-orm';
import { now } from '../clock';
import { invoiceTitles } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { auditInvoice } from './invoice-audit';
import { lockInvoiceOwner } from './lock-invoice-owner';

/**
 * Deletes one of the buyer's titles. Invoices keep their copy of it (their title_id becomes null).
 * When the default goes, the newest remaining title becomes the default, so a buyer with titles always
 * has exactly one. Answers the id of the new default, if one was promoted.
 */
export async function deleteInvoiceTitle(
  db: Db,
  input: { userId: number; companyId: number; titleId: number },
): Promise<{ deletedId: number; newDefaultId: number | null }> {
  return db.transaction(async (tx) => {
    await lockInvoiceOwner(tx, input.companyId);
    const [deleted] = await tx
      .delete(invoiceTitles)
      .where(and(eq(invoiceTitles.companyId, input.companyId), eq(invoiceTitles.id, input.titleId)))
      .returning();
    if (!deleted) throw new DomainError('notFound', 'invoiceTitleNotFound');
    const at = now();
    let newDefaultId: number | null = null;
    if (deleted.isDefault) {
      const [next] = await tx
        .select({ id: invoiceTitles.id })
        .from(invoiceTitles)
        .where(eq(invoiceTitles.companyId, input.companyId))
        .orderBy(desc(invoiceTitles.id))
        .limit(1);
      if (next) {
        await tx.update(invoiceTitles).set({ isDefault: true, updatedAt: at }).where(eq(invoiceTitles.id, next.id));
        newDefaultId = next.id;
      }
    }
    await auditInvoice(tx, {
      action: 'invoiceTitle.delete',
      actorUserId: input.userId,
      targetUserId: input.userId,
      details: { titleId: deleted.id, kind: deleted.kind, name: deleted.name, newDefaultId },
      at,
    });
    return { deletedId: deleted.id, newDefaultId };
  });
}
