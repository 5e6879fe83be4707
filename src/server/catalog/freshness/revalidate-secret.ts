import { randomBytes, timingSafeEqual } from 'node:crypto';

// On globalThis: Next loads the poller (instrumentation) and the route handler in separate bundles,
// each with its own copy of this module, but one process.
const holder = globalThis as typeof globalThis & { __partsmallRevalidateSecret?: string };

/** Header the poller sends its own server's revalidation route. */
export const REVALIDATE_SECRET_HEADER = 'x-partsmall-revalidate';

/** Random per process, never written anywhere: only this process can ask itself to revalidate. */
export function revalidateSecret(): string {
  return (holder.__partsmallRevalidateSecret ??= randomBytes(32).toString('base64url'));
}

export function isRevalidateSecret(value: string | null): boolean {
  const expected = Buffer.from(revalidateSecret());
  const given = Buffer.from(value ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
