import type { InquiryRow, InvoiceRow, MembershipOrderRow } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueWebhookEvent } from './enqueue-webhook-event';

/*
 * The events a company's webhooks hear, each built from the row the change just wrote and recorded in
 * the change's own transaction. Data is what the company's system needs to act without another call;
 * the versioned API reads the rest.
 */

export function inquiryQuoted(
  tx: Db,
  row: InquiryRow,
  quote: { validUntil: string; message: string; lines: readonly { lineNo: number; unitPrice?: number | null }[] },
  at: Date,
) {
  return enqueueWebhookEvent(tx, {
    companyId: row.companyId,
    event: 'inquiry.quoted',
    data: {
      inquiryId: row.id,
      reference: row.reference,
      site: row.site,
      quotedAt: at.toISOString(),
      validUntil: quote.validUntil,
      message: quote.message,
      // null: the line cannot be supplied.
      lines: quote.lines.map((l) => ({ lineNo: l.lineNo, unitPrice: l.unitPrice ?? null })),
    },
  });
}

export async function inquiriesClosed(tx: Db, rows: readonly InquiryRow[], closedBy: 'buyer' | 'operator', at: Date) {
  for (const row of rows) {
    await enqueueWebhookEvent(tx, {
      companyId: row.companyId,
      event: 'inquiry.closed',
      data: { inquiryId: row.id, reference: row.reference, closedBy, closedAt: at.toISOString() },
    });
  }
}

export function membershipPaid(tx: Db, order: MembershipOrderRow, plan: { level: number }, expiresAt: Date, at: Date) {
  return enqueueWebhookEvent(tx, {
    companyId: order.companyId,
    event: 'membership.paid',
    data: {
      orderSn: order.orderSn,
      orderType: order.orderType,
      planLevel: plan.level,
      amountFen: order.amountFen,
      currency: 'CNY',
      paidAt: at.toISOString(),
      membershipExpiresAt: expiresAt.toISOString(),
    },
  });
}

export function invoiceIssued(tx: Db, invoice: InvoiceRow, orderSn: string, invoiceNo: string, at: Date) {
  return enqueueWebhookEvent(tx, {
    companyId: invoice.companyId,
    event: 'invoice.issued',
    data: { invoiceId: invoice.id, orderSn, type: invoice.type, invoiceNo, issuedAt: at.toISOString() },
  });
}
