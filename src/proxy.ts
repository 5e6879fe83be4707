import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { parsePreferences, PREFERENCES_COOKIE } from './lib/preferences-cookie';
import { internalCatalogPath } from './lib/internal-catalog-path';

const intl = createMiddleware(routing);

/**
 * next-intl resolves the language (prefix, cookie, Accept-Language); then the site from the
 * `user-preferences` cookie becomes an internal path segment (/en/de/...), and listing pages move
 * their `page` query into the path. Pages therefore never read cookies or search params and stay
 * cacheable per (language, site, page).
 */
export default function proxy(request: NextRequest) {
  const response = intl(request);
  if (response.headers.has('location')) return response; // a redirect: nothing to rewrite yet

  const rewritten = response.headers.get('x-middleware-rewrite');
  const target = rewritten ? new URL(rewritten) : request.nextUrl.clone();
  const site = parsePreferences(request.cookies.get(PREFERENCES_COOKIE)?.value).region;
  const internal = internalCatalogPath(target.pathname, target.searchParams, site);
  if (!internal) return response;
  target.pathname = internal.pathname;
  target.search = internal.search;
  response.headers.delete('x-middleware-next');
  response.headers.set('x-middleware-rewrite', target.toString());
  return response;
}

export const config = {
  // Everything but the API, the region proxy, Next internals, media and files with an extension.
  matcher: ['/((?!api|proxy|_next|_vercel|media|.*\\..*).*)'],
};

