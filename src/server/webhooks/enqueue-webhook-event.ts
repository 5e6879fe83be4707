import crypto from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { WebhookEvent } from '@/contracts/webhooks';
import { WEBHOOK_PING } from '@/contracts/webhooks';
import { now } from '../clock';
import { companies, outbox, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { entitlementsOf } from '../membership/entitlements';
import type { Db } from '../db/types';

/** What a receiver gets: the event's id, type, time and data (the body is fixed when the event happens). */
export function webhookBody(eventId: string, event: string, createdAt: Date, data: Record<string, unknown>): string {
  return JSON.stringify({ id: eventId, type: event, createdAt: createdAt.toISOString(), data });
}

/** A round of attempts for a delivery: an outbox message the worker sends with its retries. */
export async function queueAttempts(tx: Db, deliveryId: number, at: Date): Promise<void> {
  const [message] = await tx
    .insert(outbox)
    .values({ channel: 'webhook', payload: { deliveryId }, nextAttemptAt: at, createdAt: at })
    .returning({ id: outbox.id });
  await tx.update(webhookDeliveries).set({ state: 'pending', outboxId: message!.id }).where(eq(webhookDeliveries.id, deliveryId));
}

/**
 * An endpoint turned off or deleted: its deliveries still waiting fail unsent (their outbox messages
 * end), so turning it on again sends only new events; the owner can send an old one again by hand.
 */
export async function abandonWaitingDeliveries(tx: Db, endpointId: number, reason: string): Promise<void> {
  const waiting = await tx
    .update(webhookDeliveries)
    .set({ state: 'failed', lastError: reason })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.state, 'pending')))
    .returning({ outboxId: webhookDeliveries.outboxId });
  const ids = waiting.flatMap((w) => (w.outboxId === null ? [] : [w.outboxId]));
  if (ids.length) {
    await tx
      .update(outbox)
      .set({ status: 'dead', lockedUntil: null, lastError: `webhook: ${reason}` })
      .where(and(inArray(outbox.id, ids), eq(outbox.status, 'pending')));
  }
}

/** One delivery of `body` to an endpoint, queued for the worker. */
export async function queueDelivery(
  tx: Db,
  input: { endpointId: number; eventId: string; event: string; body: string; at: Date },
): Promise<number> {
  const [delivery] = await tx
    .insert(webhookDeliveries)
    .values({ endpointId: input.endpointId, eventId: input.eventId, event: input.event, body: input.body, createdAt: input.at })
    .returning({ id: webhookDeliveries.id });
  await queueAttempts(tx, delivery!.id, input.at);
  return delivery!.id;
}

/**
 * Records `event` for every active endpoint of the company subscribed to it, in the caller's transaction:
 * the change and its webhooks commit together or not at all.
 */
export async function enqueueWebhookEvent(
  tx: Db,
  input: { companyId: number; event: WebhookEvent; data: Record<string, unknown> },
): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, input.companyId),
        isNull(webhookEndpoints.disabledAt),
        isNull(webhookEndpoints.deletedAt),
        sql`${input.event} = ANY(${webhookEndpoints.events})`,
      ),
    );
  if (!endpoints.length) return;
  // Webhooks are part of API access: a lapsed plan, or one without it, sends nothing (nothing is kept to send later).
  const [company] = await tx.select().from(companies).where(eq(companies.id, input.companyId));
  if (!company || !(await entitlementsOf(tx, company)).apiAccess) return;
  const at = now();
  const eventId = crypto.randomUUID();
  const body = webhookBody(eventId, input.event, at, input.data);
  for (const endpoint of endpoints) await queueDelivery(tx, { endpointId: endpoint.id, eventId, event: input.event, body, at });
}

/** The owner's test delivery: a `ping` to one endpoint, outside any subscription. */
export async function enqueuePing(tx: Db, endpointId: number, companyId: number): Promise<number> {
  const at = now();
  const eventId = crypto.randomUUID();
  const body = webhookBody(eventId, WEBHOOK_PING, at, { companyId });
  return queueDelivery(tx, { endpointId, eventId, event: WEBHOOK_PING, body, at });
}
