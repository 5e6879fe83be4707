import type { InvoiceState, OrderState, OrderStatus, OrderSummary, OrderType } from '@/contracts/membership';
import type { Lang } from '@/contracts/site';
import type { CompanyRow, MembershipOrderRow, MembershipPlanRow } from '../db/schema';
import { membershipAt } from './membership-state';
import { localized, yuan } from './plan-view';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The fields c2b, upg, pay status and the list share. */
function orderBasics(order: MembershipOrderRow, plan: MembershipPlanRow, lang: Lang) {
  return {
    order_sn: order.orderSn,
    title: localized(plan.title, lang),
    fee: yuan(order.amountFen),
    fee_fen: order.amountFen,
    order_type: order.orderType as OrderType,
    order_datetime: order.createdAt.toISOString(),
    expiration_date: order.payExpiresAt.toISOString(),
    pay_url: order.payUrl,
    // Paid on the sandbox cashier: no money moves (ADR 0060).
    test_payment: order.provider === 'sandbox',
  };
}

export function toCreatedOrder(order: MembershipOrderRow, plan: MembershipPlanRow, lang: Lang) {
  return orderBasics(order, plan, lang);
}

/** The pay page's poll: the order, and the company's membership as it stands now (level 0 → null). */
export function toOrderStatus(
  order: MembershipOrderRow,
  plan: MembershipPlanRow,
  company: Pick<CompanyRow, 'membershipLevel' | 'membershipExpiresAt'>,
  lang: Lang,
  at: Date,
): OrderStatus {
  const membership = membershipAt(company, at);
  return {
    ...orderBasics(order, plan, lang),
    state: order.state as OrderState,
    paid_at: iso(order.paidAt),
    level: membership.active ? membership.level : null,
    expires_at: membership.active ? iso(membership.expiresAt) : null,
  };
}

export function toOrderSummary(order: MembershipOrderRow, plan: MembershipPlanRow, invoice: InvoiceState, lang: Lang): OrderSummary {
  return {
    ...orderBasics(order, plan, lang),
    plan_id: order.planId,
    state: order.state as OrderState,
    paid_at: iso(order.paidAt),
    membership_expires_at: iso(order.membershipExpiresAt),
    invoiceable: order.state === 'paid' && plan.isInvoice === 1,
    invoice_state: invoice,
  };
}
