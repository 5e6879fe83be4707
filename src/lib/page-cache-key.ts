import { LOCALE_COOKIE } from '@/i18n/routing';
import { cookieValues } from './cookie-values';
import { parsePreferences, PREFERENCES_COOKIE } from './preferences-cookie';
import { parseUserAccount, USER_ACCOUNT_COOKIE } from './user-account-cookie';

/**
 * Request headers a cached page answer depends on: where absolute links point (host and forwarded
 * host/protocol, used in the `Link: rel=alternate` header), the body's coding, the language
 * detection, and Next's own `Vary` list for RSC navigations and prefetches.
 */
const KEY_HEADERS = [
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
  'accept-encoding',
  'accept-language',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
] as const;

type KeyRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

/**
 * The identity of a storefront page answer: everything `src/proxy.ts` and Next read to produce it.
 * Pages never read cookies or the session (personal parts fill in on the client), so only the
 * proxy's inputs count: the locale cookie, the site from `user-preferences` (nothing else of it), and whether a session
 * token is present (account pages redirect visitors). Two requests with the same key get the same
 * bytes, which is what lets the production server keep a page answer for a moment
 * (src/server/http/page-microcache.ts). Null: not a request to share (not GET, or a Range).
 */
export function pageCacheKey(req: KeyRequest): string | null {
  if (req.method !== 'GET' || req.headers.range !== undefined || !req.url) return null;
  const cookies = req.headers.cookie;
  const cookie = Array.isArray(cookies) ? cookies.join('; ') : cookies;
  const tokens = cookieValues(cookie, USER_ACCOUNT_COOKIE).map((raw) => parseUserAccount(raw).token !== null);
  const parts: string[] = [req.url];
  for (const name of KEY_HEADERS) {
    const value = req.headers[name];
    parts.push(Array.isArray(value) ? value.join(',') : (value ?? ''));
  }
  parts.push(
    cookieValues(cookie, LOCALE_COOKIE).join(';'),
    // Only the region: the cookie also holds "my vehicle", which no page reads on the server, and
    // keying on it would split one page's answer per vehicle.
    cookieValues(cookie, PREFERENCES_COOKIE)
      .map((raw) => parsePreferences(raw).region)
      .join(';'),
    tokens.map((has) => (has ? '1' : '0')).join(''),
  );
  return parts.join('\n');
}
