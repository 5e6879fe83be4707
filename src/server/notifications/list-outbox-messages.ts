import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
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
  /** Rendered text, a verification code in it masked (whatever the carrier and state). */
  text: string;
};

/** Newest first: the operator's SMS log. */
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
    text: visibleOutboxText(row.payload),
  }));
}

/** The code an SMS payload carries (a verification or reset code), or ''. */
export function payloadCode(payload: Record<string, unknown>): string {
  const params = payload.params as Record<string, unknown> | undefined;
  return typeof params?.code === 'string' ? params.code : '';
}

/** `text` with every occurrence of `code` masked; unchanged when there is no code. */
export function maskCode(text: string, code: string): string {
  return code ? text.split(code).join(SCRUBBED_CODE) : text;
}

/**
 * What staff see of a message's text: a verification code belongs to the person it was sent to, so it
 * is masked in every staff view, whatever the carrier and whether or not it was sent yet (the
 * development `console` carrier prints it in the server log, and only there).
 */
export function visibleOutboxText(payload: Record<string, unknown>): string {
  return maskCode(typeof payload.text === 'string' ? payload.text : '', payloadCode(payload));
}
