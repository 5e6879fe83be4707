import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { chinaDay } from '@/lib/china-date';
import { apiTokens, apiTokenUsage } from '../db/schema';
import type { Db } from '../db/types';

/** How stale "last used" may get before a call writes it again (one write a minute per token, not one a call). */
const LAST_USED_EVERY_MS = 60_000;

/** Counts one call of the token for its China day, and notes when and from where it was last used. */
export async function recordApiCall(db: Db, input: { tokenId: number; ip: string; at: Date }): Promise<void> {
  const { tokenId, ip, at } = input;
  await db
    .insert(apiTokenUsage)
    .values({ tokenId, day: chinaDay(at), calls: 1 })
    .onConflictDoUpdate({ target: [apiTokenUsage.tokenId, apiTokenUsage.day], set: { calls: sql`${apiTokenUsage.calls} + 1` } });
  await db
    .update(apiTokens)
    .set({ lastUsedAt: at, lastUsedIp: ip.slice(0, 64) })
    .where(
      and(
        eq(apiTokens.id, tokenId),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, new Date(at.getTime() - LAST_USED_EVERY_MS)),
          sql`${apiTokens.lastUsedIp} IS DISTINCT FROM ${ip.slice(0, 64)}`,
        ),
      ),
    );
}
