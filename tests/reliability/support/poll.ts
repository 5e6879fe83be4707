import { setTimeout as delay } from 'node:timers/promises';

/**
 * Polls `check` until it returns something truthy, and returns that; fails with `what` after the
 * deadline. For states another process reaches in its own time (an instance ready, an outbox drained).
 */
export async function pollUntil<T>(
  what: string,
  check: () => Promise<T | false | null | undefined> | T | false | null | undefined,
  { timeoutMs = 30_000, everyMs = 100 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
      if (err instanceof Error && /exited before/.test(err.message)) throw err;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timed out waiting for ${what}${last instanceof Error ? ` (last error: ${last.message})` : ''}`,
      );
    }
    await delay(everyMs);
  }
}
