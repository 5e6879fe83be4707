import { eq } from 'drizzle-orm';
import { INVOICE_LIMITS } from '@/contracts/invoices';
import { now } from '../clock';
import { invoices } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { newFileKey, type FileStore } from '../storage/file-store';
import { detectPdf } from './detect-pdf';
import { auditInvoice } from './invoice-audit';

/**
 * Stores the invoice's PDF (the operator's upload; the bytes must be a PDF whatever the header says)
 * and replaces an earlier one. The new file is written before the row points at it; the old file is
 * removed only after the commit.
 */
export async function attachInvoicePdf(
  db: Db,
  store: FileStore,
  input: { invoiceId: number; operatorId: number; bytes: Uint8Array },
): Promise<void> {
  const { bytes } = input;
  if (bytes.byteLength > INVOICE_LIMITS.pdfMaxBytes) throw new DomainError('tooLarge', 'attachmentTooLarge', { limit: '5 MB' });
  if (bytes.byteLength === 0) throw DomainError.field('body', 'attachmentEmpty');
  if (!(await detectPdf(bytes))) throw new DomainError('unsupportedType', 'invoicePdfType');
  const [exists] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, input.invoiceId));
  if (!exists) throw new DomainError('notFound', 'invoiceNotFound');

  const key = newFileKey();
  await store.put(key, bytes);
  let previous: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
      if (!invoice) throw new DomainError('notFound', 'invoiceNotFound');
      previous = invoice.pdfStorageKey;
      const at = now();
      await tx
        .update(invoices)
        .set({ pdfStorageKey: key, pdfSizeBytes: bytes.byteLength, updatedAt: at })
        .where(eq(invoices.id, input.invoiceId));
      await auditInvoice(tx, {
        action: 'invoice.pdf',
        actorUserId: input.operatorId,
        targetUserId: invoice.userId,
        details: { invoiceId: invoice.id, sizeBytes: bytes.byteLength, replaced: previous !== null },
        at,
      });
    });
  } catch (err) {
    await store.delete(key).catch(() => {});
    throw err;
  }
  if (previous) await store.delete(previous).catch(() => {});
}
