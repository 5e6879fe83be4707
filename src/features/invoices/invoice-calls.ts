import { apiRequest } from '@/client/api-request';
import { downloadFile } from '@/client/download-file';
import type {
  Invoice,
  InvoiceableOrder,
  InvoiceList,
  InvoiceStatistics,
  InvoiceTitle,
  InvoiceTitleBody,
  RequestInvoiceBody,
} from '@/contracts/invoices';

/* The invoice tabs' API calls. Failures are toasted by the API client unless `quiet`. */

export function listTitles(signal?: AbortSignal): Promise<InvoiceTitle[]> {
  return apiRequest<InvoiceTitle[]>('GET', '/api/invoice/title/list', { signal });
}

/** Quiet: the form shows the server's reasons next to its fields. */
export function addTitle(body: InvoiceTitleBody): Promise<InvoiceTitle> {
  return apiRequest<InvoiceTitle>('POST', '/api/invoice/title/add', { body, quiet: true });
}

export function makeDefaultTitle(id: number): Promise<InvoiceTitle> {
  return apiRequest<InvoiceTitle>('POST', `/api/invoice/title/default/${id}`);
}

export function deleteTitle(id: number): Promise<InvoiceTitle[]> {
  return apiRequest<InvoiceTitle[]>('DELETE', `/api/invoice/title/${id}`);
}

/** Quiet: the dialog shows the server's reasons next to its fields. */
export function requestInvoice(body: RequestInvoiceBody): Promise<Invoice> {
  return apiRequest<Invoice>('POST', '/api/invoice/add', { body, quiet: true });
}

export function listInvoices(query: { page: number; pageSize: number }, signal?: AbortSignal): Promise<InvoiceList> {
  return apiRequest<InvoiceList>('GET', '/api/invoice/list', { query, signal });
}

export function invoiceStatistics(signal?: AbortSignal): Promise<InvoiceStatistics> {
  return apiRequest<InvoiceStatistics>('GET', '/api/invoice/statistics', { signal });
}

export function invoiceableOrders(signal?: AbortSignal): Promise<InvoiceableOrder[]> {
  return apiRequest<InvoiceableOrder[]>('GET', '/api/invoice/orders', { signal });
}

/** Saves the invoice's PDF under the server's name; resolves with that name. */
export function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'invoice_no'>): Promise<string> {
  return downloadFile(`/api/invoice/${invoice.id}/pdf`, { fallbackName: `invoice-${invoice.invoice_no ?? invoice.id}.pdf` });
}
