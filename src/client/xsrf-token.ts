import { XSRF_COOKIE } from '@/contracts/xsrf';
import { readCookie } from './cookies';

/** Any GET under /api/* makes the server set the XSRF cookie (even a 404 answer). */
const XSRF_PRIME_PATH = '/api/xsrf';

/**
 * The XSRF token to echo (the storefront's and the console's calls, file transfers); a first mutation
 * of a fresh visitor fetches the cookie once, then sends it back.
 */
export async function xsrfToken(method: string, timeoutMs: number): Promise<string | undefined> {
  let token = readCookie(XSRF_COOKIE);
  if (!token && method !== 'GET') {
    await fetch(XSRF_PRIME_PATH, { credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs) }).catch(() => undefined);
    token = readCookie(XSRF_COOKIE);
  }
  return token ? decodeURIComponent(token) : undefined;
}
