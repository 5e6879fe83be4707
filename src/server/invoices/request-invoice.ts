import { and, eq } from 'drizzle-orm';
import type { Invoice, InvoiceType } from '@/contracts/invoices';
import { now } from '../clock';
import { invoices, invoiceTitles, membershipOrders, membershipPlans } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { auditInvoice } from './invoice-audit';
import { invoiceView } from './invoice-views';

/**
 * Requests the invoice of one of the buyer's orders under one of their titles. Once per order: the
 * order row is locked, and order_id is unique, so concurrent requests make one invoice and the rest
 * are told it exists. The title's fields and the order's amount are copied.
 */
export async function requestInvoice(
  db: Db,
  input: { userId: number; companyId: number; orderSn: string; titleId: number; type: InvoiceType; email: string },
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: membershipOrders.id, state: membershipOrders.state, amountFen: membershipOrders.amountFen, isInvoice: membershipPlans.isInvoice })
      .from(membershipOrders)
      .innerJoin(membershipPlans, eq(membershipPlans.id, membershipOrders.planId))
      .where(and(eq(membershipOrders.orderSn, input.orderSn), eq(membershipOrders.companyId, input.companyId)))
      .for('update', { of: membershipOrders });
    if (!order) throw new DomainError('notFound', 'invoiceOrderNotFound');
    if (order.state !== 'paid') throw new DomainError('conflict', 'invoiceOrderNotPaid', { sn: input.orderSn });
    if (order.isInvoice !== 1) throw new DomainError('conflict', 'invoiceOrderNotInvoiceable', { sn: input.orderSn });

    const [title] = await tx
      .select()
      .from(invoiceTitles)
      .where(and(eq(invoiceTitles.id, input.titleId), eq(invoiceTitles.companyId, input.companyId)));
    if (!title) throw new DomainError('notFound', 'invoiceTitleNotFound');
    if (input.type === 'special' && (title.kind !== 'company' || !title.address || !title.phone || !title.bank || !title.account)) {
      throw DomainError.field('type', 'invoiceSpecialNeedsDetails');
    }

    const at = now();
    const [row] = await tx
      .insert(invoices)
      .values({
        orderId: order.id,
        userId: input.userId,
        companyId: input.companyId,
        titleId: title.id,
        titleKind: title.kind,
        titleName: title.name,
        taxNo: title.taxNo,
        address: title.address,
        phone: title.phone,
        bank: title.bank,
        account: title.account,
        type: input.type,
        email: input.email,
        amountFen: order.amountFen,
        state: 'requested',
        requestedAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: invoices.orderId })
      .returning();
    if (!row) throw new DomainError('conflict', 'invoiceAlreadyRequested', { sn: input.orderSn });
    await auditInvoice(tx, {
      action: 'invoice.request',
      actorUserId: input.userId,
      targetUserId: input.userId,
      details: { invoiceId: row.id, orderSn: input.orderSn, type: row.type, amountFen: row.amountFen, titleId: title.id },
      at,
    });
    return invoiceView(row, input.orderSn);
  });
}
