import { XSRF_COOKIE } from '@/contracts/xsrf';
import { cookieValues } from './cookie-values';
import { hasIssuedXsrfShape } from './xsrf-token-shape';

type KeyRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Exactly one `XSRF-TOKEN` cookie, of the shape the server issues. Two of one name: whichever the API
 * reads, the answer could differ — not shared.
 */
export function hasIssuedXsrfCookie(cookieHeader: string | undefined): boolean {
  const values = cookieValues(cookieHeader, XSRF_COOKIE);
  return values.length === 1 && hasIssuedXsrfShape(values[0]!);
}

/**
 * The identity of a public API answer the production server may reuse for a moment
 * (scripts/serve.ts, the API answer microcache; docs/decisions/0055-api-answer-microcache.md).
 *
 * The API's shareable answers — catalogue reads marked `public` — depend on the URL (path, `site`,
 * `lang`), the coding the client takes, and a cross-origin caller's `Origin` (CORS grants), nothing
 * else. A request is only keyed when nothing about the caller could change the answer:
 * - GET without `Range`;
 * - no `Authorization`: a signed-in caller's answers may be personal, and they are never shared;
 * - an XSRF cookie of the shape the server issues: without one, the API's answer hands the caller a
 *   new cookie, which a reused answer would not (and an answer that sets a cookie is never kept).
 * Null: not a request to share.
 */
export function apiAnswerKey(req: KeyRequest): string | null {
  if (req.method !== 'GET' || !req.url || req.headers.range !== undefined) return null;
  if (req.headers.authorization !== undefined) return null;
  if (!hasIssuedXsrfCookie(single(req.headers.cookie))) return null;
  return [req.url, single(req.headers['accept-encoding']) ?? '', single(req.headers.origin) ?? ''].join('\n');
}
