import { and, count, eq } from 'drizzle-orm';
import { INVOICE_LIMITS, type InvoiceTitle, type InvoiceTitleInput } from '@/contracts/invoices';
import { now } from '../clock';
import { invoiceTitles } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { auditInvoice } from './invoice-audit';
import { invoiceTitleView } from './invoice-views';
import { lockInvoiceOwner } from './lock-invoice-owner';

/**
 * Saves a title (already validated by the contract: credit code, personal = name only). The first
 * title a buyer saves becomes the default whatever they asked, so a buyer with titles always has one.
 */
export async function addInvoiceTitle(db: Db, input: { userId: number; companyId: number; title: InvoiceTitleInput }): Promise<InvoiceTitle> {
  return db.transaction(async (tx) => {
    await lockInvoiceOwner(tx, input.companyId);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.companyId, input.companyId));
    if (n >= INVOICE_LIMITS.titlesPerBuyer) {
      throw new DomainError('conflict', 'invoiceTitlesFull', { max: INVOICE_LIMITS.titlesPerBuyer });
    }
    const { isDefault, ...fields } = input.title;
    const makeDefault = isDefault || n === 0;
    if (makeDefault) {
      await tx
        .update(invoiceTitles)
        .set({ isDefault: false, updatedAt: now() })
        .where(and(eq(invoiceTitles.companyId, input.companyId), eq(invoiceTitles.isDefault, true)));
    }
    const at = now();
    const [row] = await tx
      .insert(invoiceTitles)
      .values({ ...fields, userId: input.userId, companyId: input.companyId, isDefault: makeDefault, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('invoice title insert returned nothing');
    await auditInvoice(tx, {
      action: 'invoiceTitle.add',
      actorUserId: input.userId,
      targetUserId: input.userId,
      details: { titleId: row.id, kind: row.kind, isDefault: row.isDefault },
      at,
    });
    return invoiceTitleView(row);
  });
}
