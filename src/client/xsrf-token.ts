import { XSRF_COOKIE } from '@/contracts/xsrf';
import { buildUrl } from './api-url';
import { readCookie } from './cookies';

/** Any GET under /api/* makes the server set the XSRF cookie; this one exists for it and answers nothing else. */
const XSRF_PRIME_PATH = '/api/xsrf';

/**
 * The XSRF token to echo (the storefront's and the console's calls, file transfers); a first mutation
 * of a fresh visitor fetches the cookie once, then sends it back.
 */
export async function xsrfToken(method: string, timeoutMs: number): Promise<string | undefined> {
  let token = readCookie(XSRF_COOKIE);
  if (!token && method !== 'GET') {
    await fetch(buildUrl(XSRF_PRIME_PATH, undefined), { credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs) }).catch(() => undefined);
    token = readCookie(XSRF_COOKIE);
  }
  return token ? decodeURIComponent(token) : undefined;
}
