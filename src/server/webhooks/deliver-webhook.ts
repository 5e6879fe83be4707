import { and, eq, isNull, sql } from 'drizzle-orm';
import { WEBHOOK_EVENT_HEADER, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_LIMITS, WEBHOOK_SIGNATURE_HEADER } from '@/contracts/webhooks';
import { now } from '../clock';
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints, type WebhookEndpointRow } from '../db/schema';
import type { Db } from '../db/types';
import { DeliveryError } from '../integrations/delivery-error';
import { enqueueSms } from '../notifications/enqueue-sms';
import { MAX_ATTEMPTS } from '../notifications/retry-schedule';
import { webhookSignature } from './webhook-signature';
import { abandonWaitingDeliveries } from './enqueue-webhook-event';
import { refusedTarget } from './webhook-target';

export type WebhookSender = {
  name: 'webhook';
  /** Sends one delivery (attempt number `attempt` of its outbox message); throws DeliveryError when it did not arrive. */
  deliver(db: Db, deliveryId: number, attempt: number): Promise<{ messageId: string }>;
};

type Attempt = { status: number | null; ms: number; error: string | null };

async function post(
  endpoint: WebhookEndpointRow,
  delivery: { id: number; eventId: string; event: string; body: string },
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<Attempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const refused = await refusedTarget(endpoint.url).catch(() => 'unresolvable host');
  if (refused) return { status: null, ms: elapsed(), error: `target refused: ${refused}` };
  try {
    const res = await fetchImpl(endpoint.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'PartsMall-Webhooks/1',
        [WEBHOOK_EVENT_HEADER]: delivery.event,
        [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId,
        'PartsMall-Delivery': String(delivery.id),
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(endpoint.secret, delivery.body, Math.floor(now().getTime() / 1000)),
      },
      body: delivery.body,
    });
    // The answer's body is not needed; reading a little frees the connection without trusting its size.
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { status: res.status, ms: elapsed(), error: ok ? null : `HTTP ${res.status}` };
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    const error = name === 'TimeoutError' || name === 'AbortError' ? `timeout after ${timeoutMs} ms` : `network: ${err instanceof Error ? err.message : String(err)}`;
    return { status: null, ms: elapsed(), error: error.slice(0, 300) };
  }
}

/** Turns the endpoint off after sustained failure and tells the company's owner by SMS (once). */
async function disableAfterFailures(tx: Db, endpoint: WebhookEndpointRow, failures: number): Promise<void> {
  const [turnedOff] = await tx
    .update(webhookEndpoints)
    .set({ disabledAt: now(), disabledReason: 'failures' })
    .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.disabledAt)))
    .returning({ id: webhookEndpoints.id });
  if (!turnedOff) return;
  await abandonWaitingDeliveries(tx, endpoint.id, 'endpoint turned off after repeated failures');
  const [owner] = await tx
    .select({ mobile: users.mobile })
    .from(users)
    .where(and(eq(users.companyId, endpoint.companyId), eq(users.companyRole, 'owner')));
  if (owner) {
    await enqueueSms(tx, { mobile: owner.mobile, template: 'webhookDisabled', params: { url: endpoint.url.slice(0, 80), failures: String(failures) }, lang: 'zh' });
  }
}

/**
 * The outbox's webhook channel: signs the stored body with the endpoint's secret and a fresh timestamp,
 * POSTs it (no redirects, 10 s), and logs the attempt with the receiver's status and time. A 2xx
 * delivers; anything else is retried by the outbox's schedule. After
 * WEBHOOK_LIMITS.disableAfterFailures failed attempts in a row the endpoint is turned off and its owner
 * told; its waiting deliveries then fail without being sent.
 */
export function createWebhookSender(options: { fetch?: typeof fetch; timeoutMs?: number } = {}): WebhookSender {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_LIMITS.timeoutMs;
  return {
    name: 'webhook',
    async deliver(db, deliveryId, attempt) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, deliveryId));
      if (!row) throw new DeliveryError('webhook.missing', `delivery ${deliveryId} not found`, { retryable: false });
      const { delivery, endpoint } = row;
      if (endpoint.disabledAt || endpoint.deletedAt) {
        await db
          .update(webhookDeliveries)
          .set({ state: 'failed', lastError: 'endpoint turned off' })
          .where(eq(webhookDeliveries.id, delivery.id));
        throw new DeliveryError('webhook.disabled', 'endpoint turned off', { retryable: false });
      }

      const result = await post(endpoint, delivery, fetchImpl, timeoutMs);
      const at = now();
      const delivered = result.error === null;
      const lastRound = attempt >= MAX_ATTEMPTS;
      await db.transaction(async (txDb) => {
        const tx = txDb as unknown as Db;
        await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, attemptedAt: at, status: result.status, responseMs: result.ms, error: result.error });
        await tx
          .update(webhookDeliveries)
          .set({
            attempts: sql`${webhookDeliveries.attempts} + 1`,
            lastStatus: result.status,
            lastResponseMs: result.ms,
            lastError: result.error,
            lastAttemptAt: at,
            ...(delivered ? { state: 'succeeded', deliveredAt: at } : lastRound ? { state: 'failed' } : {}),
          })
          .where(eq(webhookDeliveries.id, delivery.id));
        const [counted] = await tx
          .update(webhookEndpoints)
          .set({ consecutiveFailures: delivered ? 0 : sql`${webhookEndpoints.consecutiveFailures} + 1` })
          .where(eq(webhookEndpoints.id, endpoint.id))
          .returning({ failures: webhookEndpoints.consecutiveFailures });
        if (!delivered && (counted?.failures ?? 0) >= WEBHOOK_LIMITS.disableAfterFailures) {
          await disableAfterFailures(tx, endpoint, counted!.failures);
        }
      });
      if (!delivered) throw new DeliveryError('webhook.failed', result.error ?? 'failed', { retryable: true });
      return { messageId: `${delivery.eventId}#${delivery.id}` };
    },
  };
}
