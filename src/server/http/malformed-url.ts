import type { IncomingMessage, ServerResponse } from 'node:http';
import { cookieValues } from '@/lib/cookie-values';
import { isMalformedRequestTarget } from '@/lib/percent-encoding';
import { plainNotFoundLang, plainStatusPageHtml } from '@/lib/plain-not-found';
import { PLAIN_PAGE_TEXTS } from '@/lib/plain-page-texts';
import { SECURITY_HEADERS } from './security-headers';

/**
 * A page request whose URL cannot be read (broken percent encoding, `src/lib/percent-encoding.ts`)
 * gets the small translated 400 page here, before the build files or Next see it: Next's router
 * answers such a URL with a plain-text 500. The language comes from the path's prefix, the locale
 * cookie (`NEXT_LOCALE`, src/i18n/routing.ts) or Accept-Language; the page never repeats the URL and
 * is never stored. Returns false (writing nothing) for any other URL. The API answers its own paths.
 */
export function refuseMalformedPageUrl(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? '/';
  if (!isMalformedRequestTarget(target)) return false;
  const lang = plainNotFoundLang(
    target.split('?', 1)[0]!,
    cookieValues(req.headers.cookie, 'NEXT_LOCALE')[0],
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
