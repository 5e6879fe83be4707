import { and, eq } from 'drizzle-orm';
import { invoices, membershipOrders } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import type { FileStore } from '../storage/file-store';

export type InvoicePdf = { fileName: string; contentType: string; sizeBytes: number; body: ReadableStream<Uint8Array> };

/**
 * The invoice's PDF: the buyer's company's only (`companyId`), or any for an operator (`companyId` null). Someone
 * else's invoice, an unknown one and one without a PDF all read the same.
 */
export async function readInvoicePdf(db: Db, store: FileStore, input: { invoiceId: number; companyId: number | null }): Promise<InvoicePdf> {
  const conditions = [eq(invoices.id, input.invoiceId)];
  if (input.companyId !== null) conditions.push(eq(invoices.companyId, input.companyId));
  const [row] = await db
    .select({ key: invoices.pdfStorageKey, size: invoices.pdfSizeBytes, invoiceNo: invoices.invoiceNo, orderSn: membershipOrders.orderSn })
    .from(invoices)
    .innerJoin(membershipOrders, eq(membershipOrders.id, invoices.orderId))
    .where(and(...conditions));
  const body = row?.key ? await store.get(row.key) : null;
  if (!row || !body) throw new DomainError('notFound', 'invoicePdfNotFound');
  return {
    fileName: `invoice-${row.invoiceNo ?? row.orderSn}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: row.size ?? 0,
    body,
  };
}
