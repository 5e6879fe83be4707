import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { env } from '@/env';
import { STATUS } from '@/contracts/envelope';
import { getDb } from '../../db';
import type { CompanyRow, SessionRow, UserRow } from '../../db/schema';
import type { SessionResolution } from '../../accounts/resolve-session';
import { resolveSessionCached } from '../../accounts/session-cache';
import { clientIp } from '../../security/client-ip';
import { compileRoutePattern, isPublicRoute, type RoutePattern } from '../../security/public-routes';
import { tokenFromAuthorization } from '../../security/session-token';
import { API_V1_PREFIX } from '../../security/api-scopes';
import { looksLikeApiToken } from '../../api-tokens/resolve-api-token';
import {
  allowedBeforeSecondFactor,
  declaredStaffRole,
  hasStaffRole,
  secondFactorPending,
} from '../../security/staff-routes';
import { ApiError } from '../api-error';
import type { AppEnv } from '../context';

declare module 'hono' {
  interface ContextVariableMap {
    /** The bearer token's resolution, computed once per request (XSRF binding and auth share it). */
    sessionResolution: SessionResolution;
    /** Set on private routes once the session is good. */
    user: UserRow;
    /** The signed-in account's company (null for staff). */
    company: CompanyRow | null;
    session: SessionRow;
    /** Overrides the XSRF cookie binding for the answer (login: the new session; logout / dead session: visitor). */
    xsrfBinding: string;
  }
}

/** The request's session, looked up once (the XSRF middleware runs first and needs its id). */
export async function sessionResolutionFor(c: Context<AppEnv>): Promise<SessionResolution> {
  let resolution = c.get('sessionResolution');
  if (!resolution) {
    resolution = await resolveSessionCached(await getDb(), tokenFromAuthorization(c.req.header('Authorization')));
    c.set('sessionResolution', resolution);
  }
  return resolution;
}

/** XSRF binding: the id of the session the token names — even an ended one — else '' (visitor). */
export async function xsrfBindingFor(c: Context<AppEnv>): Promise<string> {
  const resolution = await sessionResolutionFor(c);
  return 'sessionId' in resolution ? String(resolution.sessionId) : '';
}

/**
 * The address limits are keyed on; see security/client-ip.ts. Our server's stamp only stands in for a
 * socket the API cannot see (behind Next): where the API owns the socket (the production server's
 * /api path, start:api) the caller's own X-Forwarded-For reaches it unstamped, so only TRUST_PROXY counts.
 */
export function requestIp(c: Context<AppEnv>): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const socketAddress = incoming?.socket?.remoteAddress;
  return clientIp({
    socketAddress,
    forwardedFor: c.req.header('X-Forwarded-For'),
    realIp: c.req.header('X-Real-IP'),
    trustProxy: env.TRUST_PROXY || (env.SERVER_STAMPS_CLIENT_IP && !socketAddress),
  });
}

function refuse(c: Context<AppEnv>, error: ApiError): never {
  c.header('Cache-Control', 'no-store');
  // The client drops its session on 41000x: hand it a visitor XSRF cookie for its next sign-in.
  if (error.status !== STATUS.FORBIDDEN && error.status !== STATUS.SECOND_FACTOR_REQUIRED) c.set('xsrfBinding', '');
  throw error;
}

/**
 * The signed-in user of a request, or the same refusal a private route gives (41000x, no-store): for a
 * public route that serves one kind of request only to buyers (`GET /api/products?keyword=`).
 */
export async function requireSignedIn(c: Context<AppEnv>): Promise<UserRow> {
  const resolution = await sessionResolutionFor(c);
  if (resolution.state === 'none') refuse(c, new ApiError(STATUS.UNAUTHENTICATED, 'unauthenticated'));
  if (resolution.state === 'unknown' || resolution.state === 'ended')
    refuse(c, new ApiError(STATUS.SESSION_EXPIRED, 'sessionExpired'));
  if (resolution.state === 'unavailable') refuse(c, new ApiError(STATUS.ACCOUNT_UNAVAILABLE, resolution.reason));
  if (resolution.state !== 'active') throw new Error('unreachable');
  if (secondFactorPending(resolution.user, resolution.session))
    refuse(c, new ApiError(STATUS.SECOND_FACTOR_REQUIRED, 'secondFactorRequired'));
  return resolution.user;
}

/**
 * Default deny: every registered /api route outside PUBLIC_ROUTES needs a live session —
 * 410000 without a token, 410001 for an unknown/ended one, 410002 when the user may no longer use the
 * store — and /api/admin/* also the role the route declared (403000). A session whose role needs the
 * second factor (admin) and has not passed it gets 403002 on every private route except the few it
 * needs to pass it or leave (BEFORE_SECOND_FACTOR_ROUTES): a password alone changes nothing.
 * Paths no route answers fall through to 404.
 * Private answers are never cached.
 */
export function authMiddleware(app: { routes: readonly { method: string; path: string }[] }) {
  let known: RoutePattern[] | undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const path = c.req.path;
    // The buyer API has its own door (api-token-auth.ts); its access tokens open nothing else.
    if (path.startsWith(API_V1_PREFIX)) return next();
    if (looksLikeApiToken(tokenFromAuthorization(c.req.header('Authorization'))))
      refuse(c, new ApiError(STATUS.FORBIDDEN, 'apiTokenWrongSurface'));
    if (isPublicRoute(method, path)) return next();
    known ??= app.routes.filter((r) => r.method !== 'ALL').map((r) => compileRoutePattern(r.method, r.path));
    if (!known.some((r) => r.method === method && r.regex.test(path))) return next();

    const resolution = await sessionResolutionFor(c);
    if (resolution.state === 'none') refuse(c, new ApiError(STATUS.UNAUTHENTICATED, 'unauthenticated'));
    if (resolution.state === 'unknown' || resolution.state === 'ended')
      refuse(c, new ApiError(STATUS.SESSION_EXPIRED, 'sessionExpired'));
    if (resolution.state === 'unavailable') refuse(c, new ApiError(STATUS.ACCOUNT_UNAVAILABLE, resolution.reason));
    if (resolution.state !== 'active') throw new Error('unreachable');
    if (path.startsWith('/api/admin/')) {
      // The route's declared role (undeclared: admin, fail closed).
      const required = declaredStaffRole(method, path) ?? 'admin';
      if (!hasStaffRole(resolution.user.role, required)) refuse(c, new ApiError(STATUS.FORBIDDEN, 'forbidden'));
    }
    if (secondFactorPending(resolution.user, resolution.session) && !allowedBeforeSecondFactor(method, path))
      refuse(c, new ApiError(STATUS.SECOND_FACTOR_REQUIRED, 'secondFactorRequired'));

    c.set('user', resolution.user);
    c.set('company', resolution.company);
    c.set('session', resolution.session);
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
}
