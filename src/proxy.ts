import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LANG, LANGS } from './contracts/site-constants';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, routing } from './i18n/routing';
import { accountSignInRedirect } from './lib/account-gate';
import { internalCatalogPath, internalUnknownPath } from './lib/internal-catalog-path';
import { isMalformedRequestTarget } from './lib/percent-encoding';
import { plainNotFoundLang, plainStatusPageHtml } from './lib/plain-not-found';
import { PLAIN_PAGE_TEXTS } from './lib/plain-page-texts';
import { parsePreferences, PREFERENCES_COOKIE } from './lib/preferences-cookie';
import {
  catalogueTargetCheck,
  isOverLongStorefrontUrl,
  storefrontTarget,
  type CatalogueTarget,
} from './lib/storefront-target';
import { parseUserAccount, USER_ACCOUNT_COOKIE } from './lib/user-account-cookie';

const intl = createMiddleware(routing);

/** next-intl's alternate-links header repeats the whole URL three times; a longer one is dropped. */
const MAX_LINK_HEADER_LENGTH = 1024;

/**
 * next-intl resolves the language (prefix, cookie, Accept-Language); then the site from the
 * `user-preferences` cookie becomes an internal path segment (/en/de/...), and listing pages move
 * their `page` query into the path. Pages therefore never read cookies or search params and stay
 * cacheable per (language, site, page).
 *
 * Only URLs that name something reach those cached pages (docs/decisions/0018): an over-long one is
 * answered here with a small 404; a malformed one, or a well-formed one naming no product, category
 * or page, goes to the catch-all's 404, rendered per request and never stored.
 */
export default async function proxy(request: NextRequest) {
  // Our server answers these before Next (scripts/serve.ts); this covers a bare `next start`.
  if (isMalformedRequestTarget(request.nextUrl.pathname + request.nextUrl.search)) {
    return plainStatusPage(request, 400);
  }
  const { pathname, search } = request.nextUrl;
  // Over-long URLs get the small page: rendering one would echo it into headers and logs.
  if (isOverLongStorefrontUrl(pathname, search)) return plainStatusPage(request, 404);
  const subject = storefrontTarget(pathname, search);

  const response = intl(request);
  if ((response.headers.get('link')?.length ?? 0) > MAX_LINK_HEADER_LENGTH) response.headers.delete('link');
  if (response.headers.has('location')) return recordRedirectedLocale(request, response);

  const signIn = accountGate(request, response);
  if (signIn) return signIn;

  const rewritten = response.headers.get('x-middleware-rewrite');
  const target = rewritten ? new URL(rewritten) : request.nextUrl.clone();
  const site = parsePreferences(request.cookies.get(PREFERENCES_COOKIE)?.value).region;
  const internal = internalCatalogPath(target.pathname, target.searchParams, site);
  if (!internal) return response;
  // A malformed segment (`/category/abc`) gets the same translated 404 page as a well-formed unknown one.
  if (subject.kind === 'page' || (subject.kind !== 'malformed' && (await namesSomething(subject)))) {
    target.pathname = internal.pathname;
    target.search = internal.search;
  } else {
    target.pathname = internalUnknownPath(internal.pathname);
    target.search = '';
    response.headers.set('Cache-Control', 'private, no-store');
  }
  response.headers.delete('x-middleware-next');
  response.headers.set('x-middleware-rewrite', target.toString());
  return response;
}

/**
 * The spec: the locale cookie "records a redirected locale". next-intl only writes the cookie when the
 * locale differs from the browser's language, so a browser redirected *by* its language would carry
 * none; here every page redirect writes the locale it leads to (365 days, SameSite=Lax), unless the
 * browser already holds that value or the request is a background fetch of the client router.
 */
function recordRedirectedLocale(request: NextRequest, response: NextResponse): NextResponse {
  const dest = request.headers.get('sec-fetch-dest');
  if (dest !== null && dest !== 'document') return response;
  const location = response.headers.get('location') ?? '';
  const firstSegment = new URL(location, request.nextUrl.origin).pathname.split('/')[1] ?? '';
  const locale = (LANGS as readonly string[]).includes(firstSegment) ? firstSegment : DEFAULT_LANG;
  if (request.cookies.get(LOCALE_COOKIE)?.value === locale) return response;
  response.cookies.set(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: 'lax',
  });
  return response;
}

/**
 * Asks the catalogue (through its cache); if it cannot answer yet (the server is booting) or fails,
 * the page asks the database itself, as it always has.
 */
async function namesSomething(subject: CatalogueTarget): Promise<boolean> {
  try {
    return (await catalogueTargetCheck.__partsmallCatalogueTargetKnown?.(subject)) ?? true;
  } catch {
    return true;
  }
}

/**
 * The 404 for a URL refused before anything renders (or the 400 for one that cannot be read): a few
 * hundred bytes, no cookie, never stored.
 */
function plainStatusPage(request: NextRequest, status: 400 | 404): NextResponse {
  const lang = plainNotFoundLang(
    request.nextUrl.pathname,
    request.cookies.get(LOCALE_COOKIE)?.value,
    request.headers.get('accept-language'),
  );
  return new NextResponse(plainStatusPageHtml(status, PLAIN_PAGE_TEXTS[status][lang], lang), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
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
  // /admin is the operator console's own tree (docs/decisions/0037), not a storefront path;
  // /internal/ the server's own routes (the revalidation the freshness poller calls, decision 0051).
  matcher: ['/((?!api|proxy|admin(?:/|$)|internal/|_next|_vercel|media|.*\\..*).*)'],
};
