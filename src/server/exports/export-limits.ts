import { LIMITS } from '../accounts/limits';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { hitRateLimit, secondsUntil } from '../security/rate-limit';

/** What any one export may cost (docs/decisions/0021-favourites-and-exports.md). */
export const EXPORT_LIMITS = {
  /** Rows in one file; a larger selection is refused, never cut short silently. */
  maxRows: 10_000,
  /** Files a buyer may start per hour, all kinds of export together. */
  perUserHour: 20,
  /** Rows read from the database per query while a file is written. */
  readPageSize: 500,
} as const;

/** Refuses a selection larger than the row cap (before anything is written). */
export function assertWithinRowCap(rows: number, maxRows: number = EXPORT_LIMITS.maxRows): void {
  if (rows > maxRows) throw new DomainError('tooLarge', 'exportTooLarge', { count: rows, limit: maxRows });
}

/** Counts one export for the buyer in the shared rate-limit table; past the hourly budget → rateLimited. */
export async function takeExportSlot(db: Db, userId: number): Promise<void> {
  const hit = await hitRateLimit(db, `export:user:${userId}`, LIMITS.time.HOUR);
  if (hit.count > EXPORT_LIMITS.perUserHour) {
    throw new DomainError('rateLimited', 'exportRateLimited', {
      minutes: Math.ceil(secondsUntil(hit.windowEndsAt) / 60),
    });
  }
}
