import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { STATUS, type StatusCode } from '@/contracts/envelope';
import type { ApiScope } from '@/contracts/api-tokens';
import { now } from '../../clock';
import { getDb } from '../../db';
import { bearerValue, resolveApiToken, type ApiCaller, type ApiTokenResolution } from '../../api-tokens/resolve-api-token';
import { recordApiCall } from '../../api-tokens/record-api-call';
import { apiAccessRefusal } from '../../api-tokens/api-access';
import { hitRateLimit, secondsUntil } from '../../security/rate-limit';
import { compileRoutePattern, type RoutePattern } from '../../security/public-routes';
import { declaredApiScope } from '../../security/api-scopes';
import { entitlementsOf } from '../../membership/entitlements';
import type { Entitlements } from '@/contracts/entitlements';
import { ApiError } from '../api-error';
import type { AppEnv } from '../context';
import type { ApiMessageKey } from '../translate';
import { requestIp } from './auth';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set on /api/v1/* once the access token, its plan, scope and limits allow the call. */
    apiCaller: ApiCaller & { entitlements: Entitlements };
  }
}

const MINUTE_MS = 60_000;

/** Why a token opens nothing, as its caller hears it. */
const REFUSALS: Record<Exclude<ApiTokenResolution['state'], 'active'>, [StatusCode, ApiMessageKey]> = {
  missing: [STATUS.UNAUTHENTICATED, 'apiTokenMissing'],
  notAnApiToken: [STATUS.API_TOKEN_INVALID, 'apiTokenRequired'],
  invalid: [STATUS.API_TOKEN_INVALID, 'apiTokenInvalid'],
  revoked: [STATUS.API_TOKEN_INVALID, 'apiTokenRevoked'],
  expired: [STATUS.API_TOKEN_INVALID, 'apiTokenExpired'],
  creatorGone: [STATUS.API_TOKEN_INVALID, 'apiTokenCreatorGone'],
  companyDisabled: [STATUS.ACCOUNT_UNAVAILABLE, 'companyDisabled'],
};

function refuse(c: Context<AppEnv>, error: ApiError): never {
  c.header('Cache-Control', 'no-store');
  throw error;
}

/**
 * Counts the call against the token's minute, then the company's (a token already over its own limit
 * spends none of its colleagues' calls), and answers the tighter of the two in the RateLimit-* headers.
 */
async function applyRateLimits(c: Context<AppEnv>, caller: ApiCaller, entitlements: Entitlements): Promise<void> {
  const db = await getDb();
  const limits = [
    { key: `api-token:${caller.token.id}`, limit: entitlements.apiTokenPerMinute },
    { key: `api-company:${caller.company.id}`, limit: entitlements.apiCompanyPerMinute },
  ];
  const counted: { limit: number; count: number; windowEndsAt: Date }[] = [];
  for (const { key, limit } of limits) {
    const hit = await hitRateLimit(db, key, MINUTE_MS);
    counted.push({ limit, ...hit });
    if (hit.count > limit) break;
  }
  const binding = counted.reduce((a, b) => (b.limit - b.count < a.limit - a.count ? b : a));
  c.header('RateLimit-Limit', String(binding.limit));
  c.header('RateLimit-Remaining', String(Math.max(0, binding.limit - binding.count)));
  c.header('RateLimit-Reset', String(secondsUntil(binding.windowEndsAt)));
  if (binding.count > binding.limit) {
    const wait = secondsUntil(binding.windowEndsAt);
    c.header('Retry-After', String(wait));
    refuse(c, new ApiError(STATUS.RATE_LIMITED, 'apiRateLimited', { seconds: wait }));
  }
}

/**
 * The buyer API's door (`/api/v1/*`, docs/decisions/0068-buyer-api.md): only an access token in
 * `Authorization: Bearer` opens it — no cookies, so no XSRF pair; a storefront session token is refused.
 * In order: the token (missing, unknown, revoked, expired, company disabled), the plan now (API access,
 * so a lapse refuses every token at once), the route's declared scope (undeclared: refused), then the
 * token's and the company's calls per minute, shared by every instance. Each admitted call is counted
 * for the owner's usage figures. Paths no route answers fall through to 404.
 */
export function apiTokenMiddleware(app: { routes: readonly { method: string; path: string }[] }) {
  let known: RoutePattern[] | undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    known ??= app.routes.filter((r) => r.method !== 'ALL').map((r) => compileRoutePattern(r.method, r.path));
    if (!known.some((r) => r.method === method && r.regex.test(c.req.path))) return next();

    const db = await getDb();
    const at = now();
    const resolution = await resolveApiToken(db, bearerValue(c.req.header('Authorization')), at);
    if (resolution.state !== 'active') {
      const [status, key] = REFUSALS[resolution.state];
      refuse(c, new ApiError(status, key));
    }
    const caller = resolution.caller;
    const entitlements = await entitlementsOf(db, caller.company, at);
    if (!entitlements.apiAccess) {
      c.header('Cache-Control', 'no-store');
      throw await apiAccessRefusal(db, c.get('lang'));
    }
    const scope: ApiScope | null = declaredApiScope(method, c.req.path);
    if (!scope || !caller.token.scopes.includes(scope)) {
      refuse(c, new ApiError(STATUS.FORBIDDEN, 'apiScopeMissing', { scope: scope ?? '—' }));
    }
    await applyRateLimits(c, caller, entitlements);
    await recordApiCall(db, { tokenId: caller.token.id, ip: requestIp(c), at });

    c.set('apiCaller', { ...caller, entitlements });
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
}
