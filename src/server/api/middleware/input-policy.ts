import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { STATUS } from '@/contracts/envelope';
import type { AppEnv } from '../context';
import { ApiError } from '../api-error';
import type { RouteTable } from '../route-table';

/*
 * How bytes enter the API — one policy for every route (docs/decisions/0016-api-input-policy.md):
 * - GET, HEAD, OPTIONS and DELETE carry no body; one that is sent anyway is never read.
 * - POST, PUT and PATCH bodies are read here, whatever the framing (Content-Length or chunked), up to
 *   a limit, before any route runs. An empty body is fine (routes that need one say so through their
 *   contract); a non-empty one must be JSON (415 otherwise), and JSON that does not parse is a 400.
 * - A few routes take a raw file instead (an attachment, a parts list): they are listed below with
 *   their types and limit, and read the stream themselves through `readLimitedBody`.
 * The parsed text is handed to Hono's body cache, so validators never touch the stream again.
 */

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/;

export type RawBodyRule = { path: string; method: string; types: readonly string[]; maxBytes: number };
const rawBodyRules: RawBodyRule[] = [];

/** A route that takes a file as its body declares it here (at registration, next to the route). */
export function declareRawBodyRoute(rule: RawBodyRule): void {
  rawBodyRules.push(rule);
}

function rawRuleFor(method: string, path: string): RawBodyRule | undefined {
  return rawBodyRules.find((rule) => rule.method === method && rule.path === path);
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

/**
 * The whole body as bytes, refusing (413) as soon as it passes `maxBytes` — a declared length is
 * checked before reading, a chunked one while reading, so an oversized upload is never buffered.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
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
  const bytes = await readLimitedBody(c.req.raw, JSON_BODY_LIMIT_BYTES);
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
    const raw = rawRuleFor(method, c.req.path);
    if (raw) {
      const type = mediaTypeOf(c.req.header('Content-Type'));
      if (!type || !raw.types.includes(type)) throw unsupported();
      const declared = c.req.header('Content-Length');
      if (declared !== undefined && Number(declared) > raw.maxBytes) throw tooLarge(raw.maxBytes);
      return next();
    }
    await readJsonBody(c);
    return next();
  });
