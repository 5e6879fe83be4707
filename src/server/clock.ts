/**
 * The server's notion of "now". Time-dependent rules (session expiry, SMS code TTL, rate-limit
 * windows) read it from here and store explicit timestamps, so tests can move time with `setClock`.
 */
let current: () => Date = () => new Date();

export function now(): Date {
  return current();
}

/** Tests: `setClock(() => fixedDate)`; call `resetClock()` afterwards. */
export function setClock(clock: () => Date): void {
  current = clock;
}

export function resetClock(): void {
  current = () => new Date();
}
