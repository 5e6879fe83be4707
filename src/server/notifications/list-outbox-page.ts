import { and, count, desc, eq } from 'drizzle-orm';
import type { OutboxList, OutboxListQuery } from '@/contracts/staff';
import { outbox } from '../db/schema';
import type { Db } from '../db/types';
import { maskCode, payloadCode, visibleOutboxText } from './list-outbox-messages';

/** GET /api/admin/outbox/messages: every channel, newest first, by state — the console's outbox screen. */
export async function listOutboxPage(db: Db, query: OutboxListQuery): Promise<OutboxList> {
  const where = and(
    query.status ? eq(outbox.status, query.status) : undefined,
    query.channel ? eq(outbox.channel, query.channel) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      status: row.status,
      attempts: row.attempts,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      // A carrier's error may quote what it was asked to send.
      lastError: row.lastError === null ? null : maskCode(row.lastError, payloadCode(row.payload)),
      provider: row.provider,
      to: typeof row.payload.to === 'string' ? row.payload.to : null,
      text: visibleOutboxText(row.payload),
    })),
    total: n,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(n / query.pageSize),
  };
}
