import { eq } from 'drizzle-orm';
import { now } from '../clock';
import { invoices, membershipOrders } from '../db/schema';
import { invoiceIssued } from '../webhooks/webhook-events';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { auditInvoice } from './invoice-audit';

/** requested → issued with the fapiao number, by an operator; an issued invoice is not issued again. */
export async function issueInvoice(db: Db, input: { invoiceId: number; operatorId: number; invoiceNo: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
    if (!invoice) throw new DomainError('notFound', 'invoiceNotFound');
    if (invoice.state !== 'requested') {
      throw new DomainError('conflict', 'invoiceAlreadyIssued', { invoiceNo: invoice.invoiceNo ?? '' });
    }
    const at = now();
    await tx
      .update(invoices)
      .set({ state: 'issued', invoiceNo: input.invoiceNo, issuedAt: at, issuedBy: input.operatorId, updatedAt: at })
      .where(eq(invoices.id, input.invoiceId));
    await auditInvoice(tx, {
      action: 'invoice.issue',
      actorUserId: input.operatorId,
      targetUserId: invoice.userId,
      details: { invoiceId: invoice.id, from: 'requested', to: 'issued', invoiceNo: input.invoiceNo },
      at,
    });
    const [order] = await tx.select({ orderSn: membershipOrders.orderSn }).from(membershipOrders).where(eq(membershipOrders.id, invoice.orderId));
    await invoiceIssued(tx, invoice, order?.orderSn ?? '', input.invoiceNo, at);
  });
}
