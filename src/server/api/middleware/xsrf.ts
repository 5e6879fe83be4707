import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { env } from '@/env';
import { STATUS } from '@/contracts/envelope';
import { getDb } from '../../db';
import { loadOrCreateSecret } from '../../security/app-secret';
import { createXsrfToken, verifyXsrfToken } from '../../security/xsrf-token';
import type { AppEnv } from '../context';
import { ApiError } from '../api-error';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let secretPromise: Promise<string> | undefined;
/** Cached per process; the value itself lives in env or the database, shared by all instances. */
function xsrfSecret(): Promise<string> {
  secretPromise ??= getDb()
    .then((db) => loadOrCreateSecret(db, 'xsrf_secret', env.XSRF_SECRET))
    .catch((err: unknown) => {
      secretPromise = undefined;
      throw err;
    });
  return secretPromise;
}
export function resetXsrfSecretCache(): void {
  secretPromise = undefined;
}

/**
 * Only POST/PUT/PATCH/DELETE change state; they need the header to equal the cookie and carry a
 * valid signature. Cross-site requests (Sec-Fetch-Site) are refused outright. Safe requests receive
 * a cookie when they have none, so the client always holds one before it mutates.
 */
export const xsrfMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const secret = await xsrfSecret();
  const cookie = getCookie(c, XSRF_COOKIE);
  if (MUTATING.has(c.req.method)) {
    const header = c.req.header(XSRF_HEADER);
    const crossSite = c.req.header('Sec-Fetch-Site') === 'cross-site';
    if (crossSite || !cookie || !header || header !== cookie || !verifyXsrfToken(secret, header)) {
      throw new ApiError(STATUS.XSRF_FAILED, 'xsrfFailed');
    }
  }
  await next();
  if (!cookie || !verifyXsrfToken(secret, cookie)) {
    setCookie(c, XSRF_COOKIE, createXsrfToken(secret), {
      path: '/',
      sameSite: 'Lax',
      secure: env.NODE_ENV === 'production' && new URL(c.req.url).protocol === 'https:',
      // Script-readable by design: the client copies it into the X-XSRF-TOKEN header.
      httpOnly: false,
    });
  }
});
