import { and, eq, type SQL } from 'drizzle-orm';
import { membershipOrders, membershipPlans } from '../db/schema';

/**
 * The orders a buyer may invoice: their own, paid, of a plan whose is_invoice is 1. Joined with
 * membership_plans by the callers; one condition so request, list and statistics cannot disagree.
 */
export function invoiceableOrderOf(companyId: number): SQL {
  return and(
    eq(membershipOrders.companyId, companyId),
    eq(membershipOrders.state, 'paid'),
    eq(membershipPlans.isInvoice, 1),
  )!;
}
