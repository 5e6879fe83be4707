import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { STATUS } from '@/contracts/envelope';
import type { AppEnv } from '../context';
import { ApiError } from '../api-error';
import type { RouteTable } from '../route-table';
import { readBytesUpTo } from '../read-limited-body';

/*
 * How bytes enter the API — one policy for every route (docs/decisions/0016-api-input-policy.md):
 * - GET, HEAD, OPTIONS and DELETE carry no body; one that is sent anyway is never read.
 * - POST, PUT and PATCH bodies are read here, whatever the framing (Content-Length or chunked), up to
 *   a limit, before any route runs. An empty body is fine (routes that need one say so through their
 *   contract); a non-empty one must be JSON (415 otherwise), and JSON that does not parse is a 400.
 * - A few routes take a raw file instead (an attachment, a parts list): they declare themselves with
 *   `declareRawBodyRoute` and read the stream through `readLimitedBody`, checking the type by content.
 * The parsed text is handed to Hono's body cache, so validators never touch the stream again.
 */

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/;

const rawBodyRoutes = new Set<string>();
/** Declared paths with parameters (`/api/admin/invoices/{id}/pdf`): one segment per parameter. */
const rawBodyPatterns: { method: string; pattern: RegExp }[] = [];

/**
 * A route that takes a file as its body declares it here, next to the route: the policy then leaves
 * the stream to it, and the route checks the type (by content) and reads it with `readLimitedBody`.
 */
export function declareRawBodyRoute(method: string, path: string): void {
  if (!path.includes('{')) {
    rawBodyRoutes.add(`${method} ${path}`);
    return;
  }
  const source = path
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  rawBodyPatterns.push({ method, pattern: new RegExp(`^${source}/?$`) });
}

function isRawBodyRoute(method: string, path: string): boolean {
  return rawBodyRoutes.has(`${method} ${path}`) || rawBodyPatterns.some((r) => r.method === method && r.pattern.test(path));
}

/** `application/json; charset=utf-8` → `application/json`; null when absent. */
export function mediaTypeOf(contentType: string | undefined): string | null {
  if (!contentType) return null;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === '' ? null : type;
}

/** JSON is UTF-8 (RFC 8259): another declared charset is a body we would misread. */
function declaresOtherCharset(contentType: string): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1]?.toLowerCase();
  return charset !== undefined && charset !== 'utf-8' && charset !== 'utf8';
}

function tooLarge(limit: number): ApiError {
  const mb = limit / (1024 * 1024);
  return new ApiError(STATUS.PAYLOAD_TOO_LARGE, 'payloadTooLarge', {
    limit: `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`,
  });
}

/** Hono keeps body reads as promises in `bodyCache` (typed as values); validators then read this. */
function cacheBodyText(c: Context<AppEnv>, text: string): void {
  (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
}

function unsupported(): ApiError {
  return new ApiError(STATUS.UNSUPPORTED_MEDIA_TYPE, 'unsupportedMediaType');
}

async function readJsonBody(c: Context<AppEnv>): Promise<void> {
  const contentType = c.req.header('Content-Type');
  const bytes = await readBytesUpTo(c.req.raw, JSON_BODY_LIMIT_BYTES, () => tooLarge(JSON_BODY_LIMIT_BYTES));
  if (bytes.byteLength === 0) {
    // Nothing sent: the route's contract decides whether it needed a body.
    cacheBodyText(c, '');
    return;
  }
  const type = mediaTypeOf(contentType);
  if (!type || !JSON_MEDIA_TYPE.test(type) || declaresOtherCharset(contentType!)) throw unsupported();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    JSON.parse(text);
  } catch {
    throw new ApiError(STATUS.BAD_REQUEST, 'invalidJson');
  }
  cacheBodyText(c, text);
}

/** The policy for an app; `routes` tells which requests a route will actually read. */
export const inputPolicyMiddleware = (routes: RouteTable) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method;
    // No route reads this request's body: the not-found answer (404/405) needs none of it.
    if (!BODY_METHODS.has(method) || !routes.methodsFor(c.req.path).has(method)) return next();
    if (isRawBodyRoute(method, c.req.path)) return next();
    await readJsonBody(c);
    return next();
  });
