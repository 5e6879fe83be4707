import { and, eq, ne } from 'drizzle-orm';
import type { InvoiceTitle } from '@/contracts/invoices';
import { now } from '../clock';
import { invoiceTitles } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { auditInvoice } from './invoice-audit';
import { invoiceTitleView } from './invoice-views';
import { lockInvoiceOwner } from './lock-invoice-owner';

/** Makes one of the buyer's titles the default (idempotent); another buyer's id reads as unknown. */
export async function setDefaultInvoiceTitle(db: Db, input: { userId: number; companyId: number; titleId: number }): Promise<InvoiceTitle> {
  return db.transaction(async (tx) => {
    await lockInvoiceOwner(tx, input.companyId);
    const mine = and(eq(invoiceTitles.companyId, input.companyId), eq(invoiceTitles.id, input.titleId));
    const [title] = await tx.select().from(invoiceTitles).where(mine);
    if (!title) throw new DomainError('notFound', 'invoiceTitleNotFound');
    if (title.isDefault) return invoiceTitleView(title);
    const at = now();
    // Clear the old default first: the partial unique index allows one per buyer at any moment.
    await tx
      .update(invoiceTitles)
      .set({ isDefault: false, updatedAt: at })
      .where(and(eq(invoiceTitles.companyId, input.companyId), eq(invoiceTitles.isDefault, true), ne(invoiceTitles.id, input.titleId)));
    const [row] = await tx.update(invoiceTitles).set({ isDefault: true, updatedAt: at }).where(mine).returning();
    await auditInvoice(tx, {
      action: 'invoiceTitle.default',
      actorUserId: input.userId,
      targetUserId: input.userId,
      details: { titleId: input.titleId },
      at,
    });
    return invoiceTitleView(row!);
  });
}
