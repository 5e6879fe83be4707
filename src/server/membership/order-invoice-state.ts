import type { InvoiceState } from '@/contracts/membership';
import type { Db } from '../db/types';
import { orderInvoiceStates } from '../invoices/order-invoice-states';

/** The invoice state of each order for the order list: requested or issued, 'none' without an invoice. */
export async function orderInvoiceState(db: Db, orderIds: readonly number[]): Promise<Map<number, InvoiceState>> {
  const found = await orderInvoiceStates(db, orderIds);
  return new Map(orderIds.map((id) => [id, found.get(id) ?? 'none']));
}
