import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { env } from '@/env';
import type { SandboxNotification, SandboxPayResult } from '@/contracts/membership';
import { now } from '../../clock';
import { membershipOrders, outbox } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import type { PayNotifyPayload } from '../../notifications/outbox-payload';
import { checkCashierLinkToken } from './cashier-link';
import { sandboxSecret } from './sandbox-secret';

/** Where the sandbox gateway posts: PAY_SANDBOX_NOTIFY_URL, else this server on loopback. */
export function sandboxNotifyUrl(): string {
  return env.PAY_SANDBOX_NOTIFY_URL ?? `http://127.0.0.1:${env.PORT}/api/pay/notify/sandbox`;
}

/** The gateway's transaction number: one per order, as a real gateway keeps one per out_trade_no. */
export const sandboxTradeNo = (orderSn: string) => `SBX${orderSn}`;

/** Who pressed: the link's token (a phone that scanned the QR code), and the signed-in caller if any. */
export type CashierPress = { orderSn: string; result: 'success' | 'fail'; token?: string; callerId?: number };

/**
 * POST /api/pay/sandbox/{sn}: the tester pressed Pay or Fail on the sandbox cashier. Like a gateway,
 * the sandbox charges the amount it was given for the order and then tells us asynchronously: one
 * signed notification queued in the outbox, delivered and retried with backoff until our notify route
 * acknowledges it. Nothing about the order changes here.
 *
 * Only someone who may act on the order is heard (docs/decisions/0060): the bearer of the cashier
 * link's token for this order and its pay window, or the buyer's own session. A stranger who knows
 * the order number changes nothing. The link works once, while the order is pending and payable: a
 * second press, or one after the order was paid, failed, cancelled or expired, is refused.
 */
export async function requestSandboxPayment(db: Db, input: CashierPress): Promise<SandboxPayResult> {
  // Read before the transaction: on the embedded database a second query inside it would wait on itself.
  const secret = input.token === undefined ? '' : await sandboxSecret();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(membershipOrders).where(eq(membershipOrders.orderSn, input.orderSn)).for('update');
    const at = now();
    const sandboxOrder = order?.provider === 'sandbox' ? order : undefined;
    if (input.token !== undefined) {
      const check = sandboxOrder ? checkCashierLinkToken(secret, input.token, sandboxOrder, at) : 'invalid';
      if (check === 'invalid') throw new DomainError('forbidden', 'cashierLinkInvalid');
      if (check === 'expired') throw new DomainError('conflict', 'cashierLinkExpired');
    } else if (!sandboxOrder || input.callerId === undefined || sandboxOrder.userId !== input.callerId) {
      // Absent, or not the caller's: never told apart.
      throw new DomainError('notFound', 'orderNotFound');
    }
    if (!sandboxOrder) throw new DomainError('notFound', 'orderNotFound');
    if (sandboxOrder.state !== 'pending') throw new DomainError('conflict', 'cashierLinkUsed');
    if (at.getTime() >= sandboxOrder.payExpiresAt.getTime()) throw new DomainError('conflict', 'cashierLinkExpired');
    const [pressed] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.channel, 'paynotify'), sql`${outbox.payload}->>'orderSn' = ${sandboxOrder.orderSn}`))
      .limit(1);
    if (pressed) throw new DomainError('conflict', 'cashierLinkUsed');
    const notification: SandboxNotification = {
      notify_id: crypto.randomUUID(),
      notify_time: at.toISOString(),
      order_sn: sandboxOrder.orderSn,
      trade_no: sandboxTradeNo(sandboxOrder.orderSn),
      amount_fen: sandboxOrder.amountFen,
      currency: sandboxOrder.currency,
      outcome: input.result,
    };
    await enqueueSandboxNotification(tx, notification, at);
    return { order_sn: sandboxOrder.orderSn, queued: true as const };
  });
}

export async function enqueueSandboxNotification(db: Db, notification: SandboxNotification, at: Date = now()): Promise<void> {
  const payload: PayNotifyPayload = {
    provider: 'sandbox',
    url: sandboxNotifyUrl(),
    body: JSON.stringify(notification),
    orderSn: notification.order_sn,
    outcome: notification.outcome,
    text: `sandbox ${notification.outcome} ${notification.order_sn} ${notification.amount_fen} fen`,
  };
  await db.insert(outbox).values({ channel: 'paynotify', payload, status: 'pending', nextAttemptAt: at, createdAt: at });
}
