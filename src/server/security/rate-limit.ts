import { eq, sql } from 'drizzle-orm';
import { now } from '../clock';
import { rateLimits } from '../db/schema';
import type { Db } from '../db/types';

/*
 * Fixed-window counters in the rate_limits table, so every app instance sees the same counts. Each
 * hit is one atomic upsert (no read-modify-write race); windows use the app clock (tests move it).
 */

export type Hit = { count: number; windowEndsAt: Date };

/** Counts one event under `key` in a window of `windowMs` and returns the count so far in the window. */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const at = now();
  const ends = new Date(at.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowEndsAt} <= ${at.toISOString()}::timestamptz THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${rateLimits.windowEndsAt} <= ${at.toISOString()}::timestamptz THEN ${ends.toISOString()}::timestamptz ELSE ${rateLimits.windowEndsAt} END`,
        blockedUntil: sql`CASE WHEN ${rateLimits.windowEndsAt} <= ${at.toISOString()}::timestamptz THEN NULL ELSE ${rateLimits.blockedUntil} END`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
  if (!row) throw new Error('rate limit upsert returned nothing');
  return row;
}

/** The live state of a counter (expired windows read as empty). */
export async function readRateLimit(
  db: Db,
  key: string,
): Promise<{ count: number; windowEndsAt: Date | null; blockedUntil: Date | null }> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  const at = now();
  if (!row) return { count: 0, windowEndsAt: null, blockedUntil: null };
  const blockedUntil = row.blockedUntil && row.blockedUntil > at ? row.blockedUntil : null;
  if (row.windowEndsAt <= at) return { count: 0, windowEndsAt: null, blockedUntil };
  return { count: row.count, windowEndsAt: row.windowEndsAt, blockedUntil };
}

/** Blocks `key` until `until` and starts counting afresh (the block outlives the counting window). */
export async function blockRateLimit(db: Db, key: string, until: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({
      count: 0,
      blockedUntil: until,
      windowEndsAt: sql`GREATEST(${rateLimits.windowEndsAt}, ${until.toISOString()}::timestamptz)`,
    })
    .where(eq(rateLimits.key, key));
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Whole seconds from now until `date` (at least 1), for "try again in N s" messages. */
export function secondsUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - now().getTime()) / 1000));
}
