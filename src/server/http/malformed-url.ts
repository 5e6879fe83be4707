import type { IncomingMessage, ServerResponse } from 'node:http';
import { isMalformedRequestTarget } from '@/lib/percent-encoding';
import { plainNotFoundLang, plainStatusPageHtml } from '@/lib/plain-not-found';
import { PLAIN_PAGE_TEXTS } from '@/lib/plain-page-texts';
import { SECURITY_HEADERS } from './security-headers';

/** next-intl's locale cookie (`LOCALE_COOKIE` in src/i18n/routing.ts, which server code may not import). */
const LOCALE_COOKIE = 'NEXT_LOCALE';

/** One cookie's value from a `Cookie` header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * A page request whose URL cannot be read (broken percent encoding in its path or query,
 * `src/lib/percent-encoding.ts`) is answered here with the small translated 400 page, before the
 * build files or Next see it: Next's router answers such a URL with a plain-text 500. The language
 * comes from the path's prefix, the locale cookie or Accept-Language (Chinese by default); the page
 * never repeats the URL and is never stored. Returns false (and writes nothing) for any other URL.
 * API paths are not handled here: the API answers them with its own 400 envelope.
 */
export function refuseMalformedPageUrl(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? '/';
  if (!isMalformedRequestTarget(target)) return false;
  const queryAt = target.indexOf('?');
  const lang = plainNotFoundLang(
    queryAt === -1 ? target : target.slice(0, queryAt),
    cookieValue(req.headers.cookie, LOCALE_COOKIE),
    req.headers['accept-language'] ?? null,
  );
  const body = Buffer.from(plainStatusPageHtml(400, PLAIN_PAGE_TEXTS[400][lang], lang));
  res.writeHead(400, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.byteLength,
    'Cache-Control': 'private, no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
