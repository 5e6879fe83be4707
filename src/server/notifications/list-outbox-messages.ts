import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { env } from '@/env';
import { outbox } from '@/server/db/schema/outbox';
import type { Db } from '@/server/db/types';
import { SCRUBBED_CODE, type OutboxChannel } from './outbox-payload';

export type OutboxMessageView = {
  id: number;
  channel: OutboxChannel;
  status: 'pending' | 'sent' | 'dead';
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  provider: string | null;
  /** The mobile for SMS; null for the chat bot. */
  to: string | null;
  /** Rendered text. Codes are readable only while pending or when the console provider sent them. */
  text: string;
};

/** Newest first: the operator's SMS log and the browser tests (reading a code the console provider "sent"). */
export async function listOutboxMessages(
  db: Db,
  filter: { mobile?: string; channel?: OutboxChannel; limit?: number },
): Promise<OutboxMessageView[]> {
  const conditions: SQL[] = [];
  if (filter.channel) conditions.push(eq(outbox.channel, filter.channel));
  if (filter.mobile) conditions.push(sql`${outbox.payload}->>'to' = ${filter.mobile}`);
  const limit = Math.min(Math.max(Math.trunc(filter.limit ?? 50), 1), 500);
  const rows = await db
    .select()
    .from(outbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as OutboxChannel,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    provider: row.provider,
    to: typeof row.payload.to === 'string' ? row.payload.to : null,
    text: visibleOutboxText(row.payload, row.provider),
  }));
}

/**
 * With a real carrier configured, a code waiting to be sent is hidden from the log as well: only the
 * development `console` carrier makes codes readable (the browser tests depend on that).
 */
export function visibleOutboxText(payload: Record<string, unknown>, provider: string | null): string {
  const text = typeof payload.text === 'string' ? payload.text : '';
  const params = payload.params as Record<string, unknown> | undefined;
  const code = typeof params?.code === 'string' ? params.code : '';
  const consoleCarrier = provider ? provider === 'console' : env.SMS_PROVIDER === 'console';
  return code && !consoleCarrier ? text.split(code).join(SCRUBBED_CODE) : text;
}
