import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { accountSignInRedirect } from './lib/account-gate';
import { parsePreferences, PREFERENCES_COOKIE } from './lib/preferences-cookie';
import { internalCatalogPath } from './lib/internal-catalog-path';
import { parseUserAccount, USER_ACCOUNT_COOKIE } from './lib/user-account-cookie';

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

  const signIn = accountGate(request, response);
  if (signIn) return signIn;

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

/**
 * A visitor (no token in `user-account`) asking for an account page goes to the home page of the
 * same language with `?signin=<page>`; the client opens the sign-in dialog and returns afterwards.
 * Only the token's presence is checked here: the page itself is the same cached shell for
 * everyone, and the API decides whether the token is still good.
 */
function accountGate(request: NextRequest, intlResponse: NextResponse): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  const hasToken = parseUserAccount(request.cookies.get(USER_ACCOUNT_COOKIE)?.value).token !== null;
  const location = accountSignInRedirect(pathname, search, hasToken);
  if (!location) return null;
  const redirect = NextResponse.redirect(new URL(location, request.url), 307);
  // The answer depends on a cookie: no shared cache may keep it.
  redirect.headers.set('Cache-Control', 'private, no-store');
  // Keep what next-intl decided (e.g. the locale cookie).
  for (const cookie of intlResponse.cookies.getAll()) redirect.cookies.set(cookie);
  return redirect;
}

export const config = {
  // Everything but the API, the region proxy, Next internals, media and files with an extension.
  matcher: ['/((?!api|proxy|_next|_vercel|media|.*\\..*).*)'],
};
