import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { env } from '@/env';
import type { SandboxNotification, SandboxPayResult } from '@/contracts/membership';
import { now } from '../../clock';
import { membershipOrders, outbox } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import type { PayNotifyPayload } from '../../notifications/outbox-payload';

/** Where the sandbox gateway posts: PAY_SANDBOX_NOTIFY_URL, else this server on loopback. */
export function sandboxNotifyUrl(): string {
  return env.PAY_SANDBOX_NOTIFY_URL ?? `http://127.0.0.1:${env.PORT}/api/pay/notify/sandbox`;
}

/** The gateway's transaction number: one per order, as a real gateway keeps one per out_trade_no. */
export const sandboxTradeNo = (orderSn: string) => `SBX${orderSn}`;

/**
 * POST /api/pay/sandbox/{sn}: the tester pressed Pay or Fail on the sandbox cashier. Like a gateway,
 * the sandbox charges the amount it was given for the order and then tells us asynchronously: one
 * signed notification queued in the outbox, delivered and retried with backoff until our notify route
 * acknowledges it. Nothing about the order changes here; any order state is accepted (a tester may
 * pay an expired order to see the refund path).
 */
export async function requestSandboxPayment(db: Db, input: { orderSn: string; result: 'success' | 'fail' }): Promise<SandboxPayResult> {
  const [order] = await db.select().from(membershipOrders).where(eq(membershipOrders.orderSn, input.orderSn));
  if (!order || order.provider !== 'sandbox') throw new DomainError('notFound', 'orderNotFound');
  const at = now();
  const notification: SandboxNotification = {
    notify_id: crypto.randomUUID(),
    notify_time: at.toISOString(),
    order_sn: order.orderSn,
    trade_no: sandboxTradeNo(order.orderSn),
    amount_fen: order.amountFen,
    currency: order.currency,
    outcome: input.result,
  };
  await enqueueSandboxNotification(db, notification, at);
  return { order_sn: order.orderSn, queued: true };
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
