/** After this many attempts a message is marked dead (the operator sees it in the log). */
export const MAX_ATTEMPTS = 12;

/**
 * Wait before attempt n+1 after n failures: 10 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 3 h, 4 h, 6 h,
 * 7 h — about 24 h in all, like the carriers' own retry windows.
 */
const DELAYS_MS = [10, 30, 120, 600, 1800, 3600, 7200, 10_800, 14_400, 21_600, 25_200].map((s) => s * 1000);

/**
 * ±20 % jitter so messages that failed together (a bot outage) do not all come back in the same second.
 * `random` is injectable for deterministic tests.
 */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const index = Math.min(Math.max(failedAttempts, 1), DELAYS_MS.length) - 1;
  const base = DELAYS_MS[index] ?? DELAYS_MS[DELAYS_MS.length - 1]!;
  return Math.round(base * (0.8 + 0.4 * random()));
}
