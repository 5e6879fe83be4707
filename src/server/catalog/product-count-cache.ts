import type { Db } from '../db/types';

/**
 * Counting a million active products costs a full scan (~0.2 s on PostgreSQL) on every listing
 * page. Large totals are therefore kept for a minute: nobody notices "1,000,000" being three
 * products behind, and the HTTP answers are cached for 60 s anyway. Small totals (below
 * LARGE_TOTAL) are cheap and always counted exactly, so a freshly edited small category, a search
 * with few hits, or a test fixture never sees a stale number.
 */
export const LARGE_TOTAL = 10_000;
const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

type Entry = { total: number; expires: number };
const perDb = new WeakMap<Db, Map<string, Entry>>();

export async function countWithCache(db: Db, key: string, count: () => Promise<number>, now = Date.now()): Promise<number> {
  let entries = perDb.get(db);
  if (!entries) perDb.set(db, (entries = new Map()));
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.total;
  if (hit) entries.delete(key);

  const total = await count();
  if (total >= LARGE_TOTAL) {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { total, expires: now + TTL_MS });
  }
  return total;
}

/** Writers that change many products at once (imports, the demo seed) may drop the kept totals. */
export function forgetProductCounts(db: Db): void {
  perDb.delete(db);
}
