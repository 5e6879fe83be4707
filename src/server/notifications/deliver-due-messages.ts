import { and, eq } from 'drizzle-orm';
import { now } from '@/server/clock';
import { outbox, type OutboxRow } from '@/server/db/schema/outbox';
import type { Db } from '@/server/db/types';
import { chatBotConfig } from '@/server/integrations/chat-bot/chat-bot-config';
import { createChatBotSender, type ChatBotSender } from '@/server/integrations/chat-bot/chat-bot-sender';
import { DeliveryError } from '@/server/integrations/delivery-error';
import type { SmsProvider } from '@/server/integrations/sms/sms-provider';
import { smsProviderFromEnv } from '@/server/integrations/sms/sms-provider-from-env';
import { createPayNotifySender, type PayNotifySender } from '@/server/payments/sandbox/pay-notify-sender';
import { metrics } from '@/server/observability/metrics';
import { claimDueMessages } from './claim-due-messages';
import { createWebhookSender, type WebhookSender } from '@/server/webhooks/deliver-webhook';
import { maskCode, payloadCode } from './list-outbox-messages';
import { logLine } from './log-line';
import { SCRUBBED_CODE, type ChatBotPayload, type PayNotifyPayload, type SmsPayload } from './outbox-payload';
import { MAX_ATTEMPTS, retryDelayMs } from './retry-schedule';

export type OutboxProviders = {
  sms?: SmsProvider;
  /** null: no webhook configured. */
  chatBot?: ChatBotSender | null;
  /** The sandbox gateway's payment notifications (docs/decisions/0023-payments.md). */
  payNotify?: PayNotifySender;
  /** The buyer API's webhooks (docs/decisions/0068-buyer-api.md). */
  webhook?: WebhookSender;
};

export type DeliverOptions = {
  limit?: number;
  providers?: OutboxProviders;
  /** Jitter source for retry delays (tests make it deterministic). */
  random?: () => number;
};

let envSmsProvider: SmsProvider | undefined;

function defaultProviders(): Required<OutboxProviders> {
  envSmsProvider ??= smsProviderFromEnv();
  const config = chatBotConfig();
  return {
    sms: envSmsProvider,
    chatBot: config ? createChatBotSender(config) : null,
    payNotify: createPayNotifySender(),
    webhook: createWebhookSender(),
  };
}

type Outcome = { messageId: string; provider: string; payload?: Record<string, unknown> };

/**
 * One pass of the worker: claim due messages, send them (in parallel: each send is bounded by its
 * provider's timeout, well inside the 60 s claim), then record the result. At least once: a crash after
 * sending but before recording sends again once the claim expires.
 */
export async function deliverDueMessages(db: Db, options: DeliverOptions = {}): Promise<{ sent: number; failed: number }> {
  const rows = await claimDueMessages(db, { limit: options.limit ?? 10 });
  if (rows.length === 0) return { sent: 0, failed: 0 };
  const providers = { ...defaultProviders(), ...options.providers };
  const results = await Promise.all(rows.map((row) => deliverOne(db, row, providers, options.random)));
  const sent = results.filter(Boolean).length;
  return { sent, failed: results.length - sent };
}

async function deliverOne(
  db: Db,
  row: OutboxRow,
  providers: Required<OutboxProviders>,
  random?: () => number,
): Promise<boolean> {
  let outcome: Outcome;
  try {
    if (row.attempts > MAX_ATTEMPTS) {
      throw new DeliveryError('attempts.exhausted', 'claimed too often without a recorded result', { retryable: false });
    }
    outcome = await send(db, row, providers);
  } catch (err) {
    metrics().outboxDeliveries.inc({ channel: row.channel, result: 'failed' });
    await recordFailure(db, row, err, providers, random);
    return false;
  }
  metrics().outboxDeliveries.inc({ channel: row.channel, result: 'sent' });
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: now(),
      provider: outcome.provider,
      providerMessageId: outcome.messageId.slice(0, 120),
      lockedUntil: null,
      lastError: null,
      ...(outcome.payload ? { payload: outcome.payload } : {}),
    })
    // Not fenced by locked_until: the message went out, so it is recorded even if our claim lapsed.
    .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')));
  return true;
}

async function send(db: Db, row: OutboxRow, providers: Required<OutboxProviders>): Promise<Outcome> {
  if (row.channel === 'sms') {
    const payload = row.payload as SmsPayload;
    if (payload.expiresAt && now().getTime() > Date.parse(payload.expiresAt)) {
      throw new DeliveryError('expired', 'verification code expired before it could be sent', { retryable: false });
    }
    const { messageId } = await providers.sms.send({
      to: payload.to,
      text: payload.text,
      template: payload.template,
      params: payload.params,
    });
    return {
      messageId,
      provider: providers.sms.name,
      payload: providers.sms.keepsCodeReadable ? undefined : scrubCode(payload),
    };
  }
  if (row.channel === 'chatbot') {
    if (!providers.chatBot) {
      throw new DeliveryError('chatbot.unconfigured', 'no chat-bot webhook configured', { retryable: true });
    }
    const { messageId } = await providers.chatBot.send(row.payload as ChatBotPayload);
    return { messageId, provider: providers.chatBot.name };
  }
  if (row.channel === 'paynotify') {
    const { messageId } = await providers.payNotify.send(row.payload as PayNotifyPayload);
    return { messageId, provider: providers.payNotify.name };
  }
  if (row.channel === 'webhook') {
    const { messageId } = await providers.webhook.deliver(db, Number(row.payload.deliveryId), row.attempts);
    return { messageId, provider: providers.webhook.name };
  }
  throw new DeliveryError('channel.unknown', `unknown channel ${row.channel}`, { retryable: false });
}

async function recordFailure(
  db: Db,
  row: OutboxRow,
  err: unknown,
  providers: Required<OutboxProviders>,
  random?: () => number,
): Promise<void> {
  const retryable = err instanceof DeliveryError ? err.retryable : true;
  const code = err instanceof DeliveryError ? err.code : 'error';
  const message = err instanceof Error ? err.message : String(err);
  const dead = !retryable || row.attempts >= MAX_ATTEMPTS;
  const at = now();
  const keepCode = row.channel !== 'sms' || providers.sms.keepsCodeReadable;
  // A carrier's error may quote the request (its template parameters): the code never stays in it.
  const smsCode = row.channel === 'sms' ? payloadCode(row.payload) : '';
  await db
    .update(outbox)
    .set({
      status: dead ? 'dead' : 'pending',
      nextAttemptAt: dead ? at : new Date(at.getTime() + retryDelayMs(row.attempts, random)),
      lockedUntil: null,
      lastError: maskCode(`${code}: ${message}`, smsCode).slice(0, 500),
      // A code that will never be sent need not stay readable either.
      ...(dead && !keepCode ? { payload: scrubCode(row.payload as SmsPayload) } : {}),
    })
    // Fenced: if our claim lapsed and another worker took the message, its result wins.
    .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending'), eq(outbox.lockedUntil, row.lockedUntil ?? at)));
  logLine(dead ? 'error' : 'warn', dead ? 'outbox.dead' : 'outbox.retry', {
    id: row.id,
    channel: row.channel,
    attempts: row.attempts,
    error: code,
  });
}

function scrubCode(payload: SmsPayload): Record<string, unknown> {
  const code = payload.params.code;
  if (!code) return payload;
  return {
    ...payload,
    params: { ...payload.params, code: SCRUBBED_CODE },
    text: payload.text.split(code).join(SCRUBBED_CODE),
  };
}
