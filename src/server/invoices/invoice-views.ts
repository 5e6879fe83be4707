import { yuan, type AdminInvoice, type Invoice, type InvoiceTitle, type InvoiceTitleKind, type InvoiceState, type InvoiceType } from '@/contracts/invoices';
import type { InvoiceRow, InvoiceTitleRow } from '../db/schema';
import { maskMobile } from '../security/mask-mobile';

export function invoiceTitleView(row: InvoiceTitleRow): InvoiceTitle {
  return {
    id: row.id,
    kind: row.kind as InvoiceTitleKind,
    name: row.name,
    tax_no: row.taxNo,
    address: row.address,
    phone: row.phone,
    bank: row.bank,
    account: row.account,
    is_default: row.isDefault,
  };
}

export function invoiceView(row: InvoiceRow, orderSn: string): Invoice {
  return {
    id: row.id,
    order_sn: orderSn,
    title_kind: row.titleKind as InvoiceTitleKind,
    title_name: row.titleName,
    tax_no: row.taxNo,
    type: row.type as InvoiceType,
    email: row.email,
    amount: yuan(row.amountFen),
    amount_fen: row.amountFen,
    state: row.state as InvoiceState,
    requested_at: row.requestedAt.toISOString(),
    issued_at: row.issuedAt?.toISOString() ?? null,
    invoice_no: row.invoiceNo,
    has_pdf: row.pdfStorageKey !== null,
  };
}

export function adminInvoiceView(
  row: InvoiceRow,
  orderSn: string,
  buyer: { id: number; company: string; name: string; mobile: string },
): AdminInvoice {
  return {
    ...invoiceView(row, orderSn),
    buyer: { ...buyer, mobile: maskMobile(buyer.mobile) },
    address: row.address,
    phone: row.phone,
    bank: row.bank,
    account: row.account,
    issued_by: row.issuedBy,
  };
}
