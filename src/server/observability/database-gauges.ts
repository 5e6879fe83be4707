import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { metrics } from './metrics';

/**
 * Gauges read from the database when /metrics is scraped: the outbox's backlog (pending) and the
 * messages it gave up on (dead), by channel, and the PostgreSQL pool's connections.
 */
export async function refreshDatabaseGauges(handle: DbHandle): Promise<void> {
  const m = metrics();
  const stats = handle.poolStats?.();
  if (stats) {
    m.dbPool.set({ state: 'total' }, stats.total);
    m.dbPool.set({ state: 'idle' }, stats.idle);
    m.dbPool.set({ state: 'waiting' }, stats.waiting);
  }
  const result = await handle.db.execute(
    sql`SELECT channel, status::text AS status, count(*)::int AS n FROM outbox WHERE status <> 'sent' GROUP BY channel, status`,
  );
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { channel: string; status: string; n: number }[];
  m.outboxMessages.reset();
  for (const channel of ['sms', 'chatbot', 'paynotify']) {
    for (const status of ['pending', 'dead']) m.outboxMessages.set({ channel, status }, 0);
  }
  for (const row of rows) m.outboxMessages.set({ channel: row.channel, status: row.status }, Number(row.n));
}
