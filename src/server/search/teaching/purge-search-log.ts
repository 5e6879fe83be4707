import { lt } from 'drizzle-orm';
import { addDays, chinaDay } from '@/lib/china-date';
import { now } from '../../clock';
import { searchQueryDays } from '../../db/schema';
import type { Db } from '../../db/types';

/** How long the search log keeps a day (ADR 0070): a quarter is enough to see a season's words. */
export const SEARCH_LOG_RETENTION_DAYS = 90;

/** Drops the days older than the retention; returns how many rows went. */
export async function purgeSearchLog(db: Db, keepDays = SEARCH_LOG_RETENTION_DAYS): Promise<number> {
  const oldest = addDays(chinaDay(now()), -(keepDays - 1));
  const gone = await db.delete(searchQueryDays).where(lt(searchQueryDays.day, oldest)).returning({ id: searchQueryDays.id });
  return gone.length;
}
