import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  WEBHOOK_LIMITS,
  type createWebhookBodySchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookList,
} from '@/contracts/webhooks';
import type { Lang } from '@/contracts/site';
import { recordAudit } from '../audit/record-audit';
import { now } from '../clock';
import { companies, outbox, webhookDeliveries, webhookEndpoints, type CompanyRow, type WebhookEndpointRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { entitlementsOf } from '../membership/entitlements';
import { assertApiAccess } from '../api-tokens/api-access';
import { abandonWaitingDeliveries, enqueuePing, queueAttempts } from './enqueue-webhook-event';
import { newWebhookSecret } from './webhook-signature';
import { acceptableScheme } from './webhook-target';

/** Deliveries the owner's page lists (newest first, all endpoints). */
const RECENT_DELIVERIES = 50;

type Owner = { company: CompanyRow; ownerId: number; ip?: string | null; lang: Lang };

function endpointView(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    state: row.disabledAt ? 'disabled' : 'active',
    disabledReason: (row.disabledReason as WebhookEndpoint['disabledReason']) ?? null,
    consecutiveFailures: row.consecutiveFailures,
  };
}

async function ownEndpoint(tx: Db, companyId: number, id: number): Promise<WebhookEndpointRow> {
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId), isNull(webhookEndpoints.deletedAt)))
    .for('update');
  if (!row) throw new DomainError('notFound', 'webhookNotFound');
  return row;
}

/** The owner's webhook page: endpoints (deleted ones left out) and the newest deliveries with their last attempt. */
export async function listWebhooks(db: Db, company: CompanyRow): Promise<WebhookList> {
  const endpoints = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, company.id), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  const deliveries = endpoints.length
    ? await db
        .select({ delivery: webhookDeliveries, nextAttemptAt: outbox.nextAttemptAt, outboxStatus: outbox.status })
        .from(webhookDeliveries)
        .leftJoin(outbox, eq(outbox.id, webhookDeliveries.outboxId))
        .where(inArray(webhookDeliveries.endpointId, endpoints.map((e) => e.id)))
        .orderBy(desc(webhookDeliveries.id))
        .limit(RECENT_DELIVERIES)
    : [];
  return {
    endpoints: endpoints.map(endpointView),
    deliveries: deliveries.map(({ delivery: d, nextAttemptAt, outboxStatus }): WebhookDelivery => {
      // An outbox message that gave up leaves its delivery failed even if no attempt said so.
      const state = d.state === 'pending' && outboxStatus === 'dead' ? 'failed' : (d.state as WebhookDelivery['state']);
      return {
        id: d.id,
        endpointId: d.endpointId,
        eventId: d.eventId,
        event: d.event,
        state,
        attempts: d.attempts,
        lastStatus: d.lastStatus,
        lastResponseMs: d.lastResponseMs,
        lastError: d.lastError,
        createdAt: d.createdAt.toISOString(),
        lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
        nextAttemptAt: state === 'pending' && nextAttemptAt ? nextAttemptAt.toISOString() : null,
      };
    }),
    apiAccess: (await entitlementsOf(db, company)).apiAccess,
  };
}

/** Registers an endpoint; answers its signing secret this once. */
export async function createWebhook(
  db: Db,
  input: Owner & { body: z.output<typeof createWebhookBodySchema> },
): Promise<WebhookEndpoint & { secret: string }> {
  const { company, body } = input;
  await assertApiAccess(db, company, input.lang);
  if (!acceptableScheme(body.url)) throw DomainError.field('url', 'webhookUrlHttps');
  const at = now();
  const secret = newWebhookSecret();
  const row = await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.companyId, company.id), isNull(webhookEndpoints.deletedAt)));
    if ((held?.n ?? 0) >= WEBHOOK_LIMITS.perCompany) throw new DomainError('conflict', 'webhooksFull', { max: WEBHOOK_LIMITS.perCompany });
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ companyId: company.id, createdBy: input.ownerId, url: body.url, events: [...body.events], description: body.description, secret, createdAt: at })
      .returning();
    await recordAudit(tx, {
      actorUserId: input.ownerId,
      ip: input.ip,
      action: 'company.webhook.created',
      targetType: 'company',
      targetId: company.id,
      before: null,
      after: { webhookId: created!.id, url: body.url, events: body.events },
    });
    return created!;
  });
  return { ...endpointView(row), secret };
}

/** Deletes an endpoint: nothing more is sent to it (its waiting deliveries fail unsent). */
export async function deleteWebhook(db: Db, input: Owner & { id: number }): Promise<void> {
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const row = await ownEndpoint(tx, input.company.id, input.id);
    await tx.update(webhookEndpoints).set({ deletedAt: now(), disabledAt: row.disabledAt ?? now(), disabledReason: row.disabledReason ?? 'owner' }).where(eq(webhookEndpoints.id, row.id));
    await abandonWaitingDeliveries(tx, row.id, 'endpoint deleted');
    await recordAudit(tx, {
      actorUserId: input.ownerId,
      ip: input.ip,
      action: 'company.webhook.deleted',
      targetType: 'company',
      targetId: input.company.id,
      before: { webhookId: row.id, url: row.url },
      after: null,
    });
  });
}

/** Turns an endpoint back on (after the store turned it off, or the owner did); the failure count restarts. */
export async function enableWebhook(db: Db, input: Owner & { id: number; enabled: boolean }): Promise<void> {
  if (input.enabled) await assertApiAccess(db, input.company, input.lang);
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const row = await ownEndpoint(tx, input.company.id, input.id);
    await tx
      .update(webhookEndpoints)
      .set(input.enabled ? { disabledAt: null, disabledReason: null, consecutiveFailures: 0 } : { disabledAt: now(), disabledReason: 'owner' })
      .where(eq(webhookEndpoints.id, row.id));
    if (!input.enabled) await abandonWaitingDeliveries(tx, row.id, 'endpoint turned off by the owner');
  });
}

/** Sends a `ping` to one endpoint now (the owner checks the receiver and its signature check). */
export async function pingWebhook(db: Db, input: Owner & { id: number }): Promise<{ deliveryId: number }> {
  await assertApiAccess(db, input.company, input.lang);
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const row = await ownEndpoint(tx, input.company.id, input.id);
    if (row.disabledAt) throw new DomainError('conflict', 'webhookEndpointDisabled');
    return { deliveryId: await enqueuePing(tx, row.id, input.company.id) };
  });
}

/** Sends a finished delivery again, as a new round of attempts (same event id and body, a fresh signature). */
export async function retryDelivery(db: Db, input: Owner & { deliveryId: number }): Promise<void> {
  await assertApiAccess(db, input.company, input.lang);
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const [row] = await tx
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, outboxStatus: outbox.status })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .leftJoin(outbox, eq(outbox.id, webhookDeliveries.outboxId))
      .where(and(eq(webhookDeliveries.id, input.deliveryId), eq(webhookEndpoints.companyId, input.company.id), isNull(webhookEndpoints.deletedAt)))
      .for('update', { of: webhookDeliveries });
    if (!row) throw new DomainError('notFound', 'webhookDeliveryNotFound');
    if (row.endpoint.disabledAt) throw new DomainError('conflict', 'webhookEndpointDisabled');
    if (row.delivery.state === 'pending' && row.outboxStatus === 'pending') throw new DomainError('conflict', 'webhookDeliveryPending');
    await queueAttempts(tx, row.delivery.id, now());
  });
}
