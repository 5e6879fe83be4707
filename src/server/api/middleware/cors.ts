import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { env } from '@/env';
import { XSRF_HEADER } from '@/contracts/xsrf';
import { IDEMPOTENCY_KEY_HEADER } from '../request-headers';

/**
 * The API's CORS policy: same-origin only unless CORS_ORIGINS names other origins. A preflight
 * (OPTIONS) from an origin not on the list gets a 204 without any grant, so the browser refuses the
 * call; listed origins may send the headers our client sends and read the answer with credentials.
 */
export function corsMiddleware(allowed: readonly string[] = env.CORS_ORIGINS): MiddlewareHandler {
  const policy = cors({
    origin: (origin) => (allowed.includes(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', XSRF_HEADER, IDEMPOTENCY_KEY_HEADER],
    exposeHeaders: ['Content-Disposition', 'ETag'],
    credentials: true,
    maxAge: 600,
  });
  // Same-origin reads carry no Origin header: they skip the policy (and its Vary) entirely.
  return (c, next) => (c.req.method === 'OPTIONS' || c.req.header('Origin') !== undefined ? policy(c, next) : next());
}
