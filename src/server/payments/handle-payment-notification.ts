import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { now } from '../clock';
import { membershipOrders, paymentNotifications, type MembershipOrderRow } from '../db/schema';
import type { Db } from '../db/types';
import { recordOrderEvent } from '../membership/record-order-event';
import { logLine } from '../notifications/log-line';
import { describeError } from '../security/describe-error';
import { metrics } from '../observability/metrics';
import { activateMembership } from './activate-membership';
import type { PaymentProvider, PaymentProviderName, VerifiedNotification } from './provider';

export type NotificationResult = 'applied' | 'duplicate' | 'ignored' | 'rejected' | 'unknown-order' | 'late';

export type NotificationHandling = {
  result: NotificationResult;
  reason: string | null;
  /** Whether the gateway gets its acknowledgement (else the rejection, and it sends again later). */
  acknowledged: boolean;
  /** The HTTP answer for the gateway. */
  answer: { status: number; body: string; contentType: string };
};

type Decision = { result: NotificationResult; reason: string | null; acknowledge: boolean };

/**
 * A gateway's asynchronous payment notification (docs/decisions/0023-payments.md):
 * 1. the provider checks the signature over the raw body before anything is read from it;
 * 2. one transaction: the order by number under a row lock, its amount and currency compared with our
 *    record, the state machine (pending|failed → paid within the pay window; pending → failed), the
 *    activation, the audit rows and this notification's own row;
 * 3. the acknowledgement only after that commit. Unknown orders, duplicates and replays are recorded
 *    and acknowledged without effect; a success for a closed order is recorded and flagged for refund.
 * Every notification leaves a `payment_notifications` row, forged ones included.
 */
export async function handlePaymentNotification(
  db: Db,
  provider: PaymentProvider,
  rawBody: Uint8Array,
  headers: Headers,
): Promise<NotificationHandling> {
  const receivedAt = now();
  const bodySha256 = crypto.createHash('sha256').update(rawBody).digest('hex');
  const check = await provider.verifyNotification(rawBody, headers);
  if (!check.ok) {
    await db.insert(paymentNotifications).values({ provider: provider.name, result: 'rejected', reason: check.reason, bodySha256, receivedAt });
    logLine('warn', 'payment.notification', { provider: provider.name, result: 'rejected', reason: check.reason });
    return answer(provider, { result: 'rejected', reason: check.reason, acknowledge: false });
  }
  const n = check.notification;
  const decision = await db.transaction(async (tx) => {
    const made = await decide(tx, provider.name, n, receivedAt);
    await tx.insert(paymentNotifications).values({
      provider: provider.name,
      notifyId: n.notifyId.slice(0, 64),
      orderSn: n.orderSn.slice(0, 64),
      providerTradeNo: n.providerTradeNo.slice(0, 64),
      outcome: n.outcome,
      amountFen: Number.isSafeInteger(n.amountFen) && Math.abs(n.amountFen) < 2 ** 31 ? n.amountFen : null,
      currency: n.currency.slice(0, 8),
      result: made.result,
      reason: made.reason,
      bodySha256,
      receivedAt,
    });
    return made;
  });
  logLine(decision.result === 'rejected' || decision.result === 'late' ? 'warn' : 'info', 'payment.notification', {
    provider: provider.name,
    orderSn: n.orderSn.slice(0, 64),
    outcome: n.outcome,
    result: decision.result,
    reason: decision.reason,
  });
  return answer(provider, decision);
}

/** The notify routes call this when handling failed (database away…): the gateway sends again later. */
export function failedHandling(provider: PaymentProvider, err: unknown): NotificationHandling {
  logLine('error', 'payment.notification', { provider: provider.name, result: 'error', ...describeError(err) });
  const handling = answer(provider, { result: 'rejected', reason: 'error', acknowledge: false });
  return { ...handling, answer: { ...handling.answer, status: 503 } };
}

function answer(provider: PaymentProvider, d: Decision): NotificationHandling {
  metrics().paymentNotifications.inc({ provider: provider.name, result: d.reason === 'error' ? 'error' : d.result });
  const reply = d.acknowledge ? { status: 200, ...provider.acknowledgement() } : provider.rejection();
  return { result: d.result, reason: d.reason, acknowledged: d.acknowledge, answer: reply };
}

async function decide(tx: Db, providerName: PaymentProviderName, n: VerifiedNotification, at: Date): Promise<Decision> {
  const [order] = await tx.select().from(membershipOrders).where(eq(membershipOrders.orderSn, n.orderSn.slice(0, 32))).for('update');
  if (!order || order.orderSn !== n.orderSn) return { result: 'unknown-order', reason: null, acknowledge: true };
  if (order.provider !== providerName) return { result: 'unknown-order', reason: 'provider-mismatch', acknowledge: true };
  // Signed but not what we asked for: never applied; not acknowledged, so it stays visible and retried.
  if (n.amountFen !== order.amountFen) return { result: 'rejected', reason: 'amount-mismatch', acknowledge: false };
  if (n.currency !== order.currency) return { result: 'rejected', reason: 'currency-mismatch', acknowledge: false };

  if (n.outcome === 'success') return onSuccess(tx, order, n, at);
  if (n.outcome === 'fail' || n.outcome === 'closed') return onFailure(tx, order, n, at);
  return { result: 'ignored', reason: 'still-pending', acknowledge: true };
}

async function onSuccess(tx: Db, order: MembershipOrderRow, n: VerifiedNotification, at: Date): Promise<Decision> {
  if (order.state === 'paid') {
    if (order.providerTradeNo === n.providerTradeNo) return { result: 'duplicate', reason: null, acknowledge: true };
    // Money for an order already paid through another transaction: the operator refunds this one.
    if (await refundAlreadyFlagged(tx, n)) return { result: 'duplicate', reason: 'refund-already-flagged', acknowledge: true };
    await flagRefund(tx, order, n, at, 'second-payment');
    return { result: 'late', reason: 'second-payment', acknowledge: true };
  }
  const payable = (order.state === 'pending' || order.state === 'failed') && at.getTime() <= order.payExpiresAt.getTime();
  if (payable) {
    await activateMembership(tx, order, n.providerTradeNo, at);
    return { result: 'applied', reason: null, acknowledge: true };
  }
  // Past the pay window, cancelled or expired: the money is recorded for a refund, nothing is activated.
  let closed = order;
  if (order.state === 'pending') {
    const [expired] = await tx
      .update(membershipOrders)
      .set({ state: 'expired', closedAt: at, updatedAt: at })
      .where(eq(membershipOrders.id, order.id))
      .returning();
    closed = expired!;
    await recordOrderEvent(tx, 'order.expired', closed, at, { from: order.state, reason: 'pay window passed' });
  }
  if (await refundAlreadyFlagged(tx, n)) return { result: 'duplicate', reason: 'refund-already-flagged', acknowledge: true };
  await flagRefund(tx, closed, n, at, `order-${closed.state}`);
  return { result: 'late', reason: `order-${closed.state}`, acknowledge: true };
}

/** A replay of a late success: the first one already flagged the refund. */
async function refundAlreadyFlagged(tx: Db, n: VerifiedNotification): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentNotifications.id })
    .from(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.orderSn, n.orderSn),
        eq(paymentNotifications.providerTradeNo, n.providerTradeNo),
        eq(paymentNotifications.outcome, 'success'),
        eq(paymentNotifications.result, 'late'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function flagRefund(tx: Db, order: MembershipOrderRow, n: VerifiedNotification, at: Date, reason: string): Promise<void> {
  const [flagged] = await tx
    .update(membershipOrders)
    .set({
      refundState: 'required',
      // The trade to refund, when the order has none of its own yet.
      ...(order.providerTradeNo ? {} : { providerTradeNo: n.providerTradeNo }),
      updatedAt: at,
    })
    .where(eq(membershipOrders.id, order.id))
    .returning();
  await recordOrderEvent(tx, 'order.refund-required', flagged!, at, { reason, providerTradeNo: n.providerTradeNo });
}

async function onFailure(tx: Db, order: MembershipOrderRow, n: VerifiedNotification, at: Date): Promise<Decision> {
  if (order.state === 'failed') return { result: 'duplicate', reason: null, acknowledge: true };
  if (order.state !== 'pending') return { result: 'late', reason: `order-${order.state}`, acknowledge: true };
  // Failed stays payable until its window ends: a success that overtook this one still wins.
  const [failed] = await tx.update(membershipOrders).set({ state: 'failed', updatedAt: at }).where(eq(membershipOrders.id, order.id)).returning();
  await recordOrderEvent(tx, 'order.failed', failed!, at, { from: 'pending', outcome: n.outcome });
  return { result: 'applied', reason: null, acknowledge: true };
}
