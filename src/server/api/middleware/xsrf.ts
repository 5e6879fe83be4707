import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { env } from '@/env';
import { STATUS } from '@/contracts/envelope';
import { XSRF_COOKIE, XSRF_HEADER } from '@/contracts/xsrf';
import { hasIssuedXsrfShape } from '@/lib/xsrf-token-shape';
import { getDb } from '../../db';
import { loadOrCreateSecret } from '../../security/app-secret';
import { createXsrfToken, verifyXsrfToken } from '../../security/xsrf-token';
import type { AppEnv } from '../context';
import { ApiError } from '../api-error';
import { xsrfBindingFor } from './auth';
import { API_V1_PREFIX } from '../../security/api-scopes';
import { looksLikeApiToken } from '../../api-tokens/resolve-api-token';
import { tokenFromAuthorization } from '../../security/session-token';
import { cameOverHttps } from '../../security/request-scheme';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Server-to-server doors: a payment gateway posts here without cookies or our token, and each request
 * proves itself by the gateway's signature over the raw body (docs/decisions/0023-payments.md).
 */
const SIGNED_BY_GATEWAY = /^\/api\/pay\/notify\/[a-z]+$/;

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

function xsrfCookie(c: Context<AppEnv>, secret: string, binding: string): string {
  return generateCookie(XSRF_COOKIE, createXsrfToken(secret, binding), {
    path: '/',
    sameSite: 'Lax',
    secure: cameOverHttps({
      url: c.req.url,
      forwardedProto: c.req.header('X-Forwarded-Proto'),
      trustProxy: env.TRUST_PROXY,
    }),
    // Script-readable by design: the client copies it into the X-XSRF-TOKEN header.
    httpOnly: false,
  });
}

/**
 * Only POST/PUT/PATCH/DELETE change state; they need the header to equal the cookie and carry a
 * valid signature for the caller's binding: the session id when the request names a session (so
 * one session's value fails for another, and a visitor's fails once signed in), '' for visitors.
 * Cross-site requests (Sec-Fetch-Site) are refused outright.
 *
 * Cookies are (re)issued when missing or unusable for the binding, and whenever a route moves the
 * binding (sign-in → the new session; sign-out or a dead session → visitor). A token-less call keeps
 * a well-formed cookie: signed-in clients may make some calls without the token and must not lose
 * their session-bound value to them.
 */
export const xsrfMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'POST' && SIGNED_BY_GATEWAY.test(c.req.path)) return next();
  // The buyer API takes no cookies (an access token in the header is the only proof), and an access
  // token anywhere else is refused by the auth middleware before any handler runs.
  if (c.req.path.startsWith(API_V1_PREFIX) || looksLikeApiToken(tokenFromAuthorization(c.req.header('Authorization'))))
    return next();
  const secret = await xsrfSecret();
  const cookie = getCookie(c, XSRF_COOKIE);
  const binding = await xsrfBindingFor(c);
  if (MUTATING.has(c.req.method)) {
    const header = c.req.header(XSRF_HEADER);
    const crossSite = c.req.header('Sec-Fetch-Site') === 'cross-site';
    if (crossSite || !cookie || !header || header !== cookie || !verifyXsrfToken(secret, header, binding)) {
      // A fresh value for this caller, so a retry from our own page succeeds (a cross-site page cannot read it).
      if (!crossSite) c.header('Set-Cookie', xsrfCookie(c, secret, binding), { append: true });
      throw new ApiError(STATUS.XSRF_FAILED, 'xsrfFailed');
    }
  }
  await next();
  const moved = c.get('xsrfBinding');
  const target = moved ?? binding;
  // A visitor's well-formed cookie is kept whatever its binding, so its signature need not be checked
  // here (the check that matters runs on the next write): most reads are visitors', and the HMAC was
  // the largest single cost of a cached read (docs/decisions/0043-http-edge-from-libraries.md).
  const keptAsVisitor = moved === undefined && target === '' && cookie !== undefined && hasIssuedXsrfShape(cookie);
  const keep = keptAsVisitor || (cookie !== undefined && verifyXsrfToken(secret, cookie, target));
  if (!keep) {
    const headers = c.res.headers;
    headers.append('Set-Cookie', xsrfCookie(c, secret, target));
    // A shared cache must never store a Set-Cookie and replay it to other visitors.
    const cacheControl = headers.get('Cache-Control');
    if (cacheControl?.includes('public')) headers.set('Cache-Control', cacheControl.replace('public', 'private'));
  }
});
