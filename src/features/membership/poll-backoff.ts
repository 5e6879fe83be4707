/*
 * How often the pay page asks whether an order is paid: soon after it opens (a buyer who already
 * scanned is told at once), then less and less often, so an order left open for its whole
 * lifetime costs the server a call every 10 s, not every second.
 */
export const POLL_FIRST_MS = 1000;
export const POLL_FACTOR = 1.5;
export const POLL_MAX_MS = 10_000;

/** The wait after `previous` (null: the first wait). */
export function nextPollDelay(previous: number | null): number {
  return previous === null ? POLL_FIRST_MS : Math.min(Math.round(previous * POLL_FACTOR), POLL_MAX_MS);
}

export const FINAL_ORDER_STATES: ReadonlySet<string> = new Set(['paid', 'failed', 'expired', 'cancelled']);
