import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { env } from '@/env';
import { now } from '@/server/clock';
import { outbox, type OutboxRow } from '@/server/db/schema/outbox';
import type { Db } from '@/server/db/types';

/** How long a worker owns a claimed message; afterwards another worker (or the next run) may take it. */
export const CLAIM_MS = env.OUTBOX_CLAIM_MS;

/**
 * Takes up to `limit` due messages for this worker in one statement: rows other workers hold are skipped
 * (SKIP LOCKED), and `locked_until` keeps them ours after the statement's lock ends. `attempts` counts
 * the claim, so a message that crashes the worker every time still ends up dead. Works on PostgreSQL
 * and PGlite; times come from the business clock so tests can move them.
 */
export async function claimDueMessages(db: Db, options: { limit: number; claimMs?: number }): Promise<OutboxRow[]> {
  const at = now();
  const lockedUntil = new Date(at.getTime() + (options.claimMs ?? CLAIM_MS));
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, at),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, at)),
      ),
    )
    .orderBy(outbox.id)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ lockedUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}
