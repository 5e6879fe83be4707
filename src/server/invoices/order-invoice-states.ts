import { inArray } from 'drizzle-orm';
import type { InvoiceState } from '@/contracts/invoices';
import { invoices } from '../db/schema';
import type { Db } from '../db/types';

/**
 * The invoice state of each order that has an invoice (orders without one are absent: "none"), for
 * the order list. Callers pass ids of the buyer's own orders.
 */
export async function orderInvoiceStates(db: Db, orderIds: readonly number[]): Promise<Map<number, InvoiceState>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: invoices.orderId, state: invoices.state })
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]));
  return new Map(rows.map((r) => [r.orderId, r.state as InvoiceState]));
}
