import { LANGS, type Lang } from '@/contracts/site-constants';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, routing } from './routing';

/**
 * The locale-prefix rules of next-intl's navigation (`localePrefix: 'as-needed'`, no localized
 * pathnames), as plain functions: next-intl's own navigation needs its client provider and message
 * formatter in every page's bundle, these need nothing. Behaviour matches next-intl 4.
 */
type QueryValue = string | number | boolean | ReadonlyArray<string | number | boolean>;
export type Href = string | { pathname: string; query?: Record<string, QueryValue> };

/** Absolute paths without a scheme get a locale prefix; `#x`, `?x`, `mailto:` and `https://` do not. */
export function isLocalizableHref(href: Href): boolean {
  const pathname = typeof href === 'object' ? href.pathname : href;
  if (typeof href === 'string' && /^[a-z]+:/i.test(href)) return false;
  return pathname == null || pathname.startsWith('/');
}

function serializeQuery(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  return `?${params.toString()}`;
}

/** `/products` in en → `/en/products`; in zh → `/products`. `forcePrefix` (an explicit locale switch) prefixes zh too, so the proxy can store the choice. */
export function localizePath(path: string, locale: string, forcePrefix?: boolean): string {
  const prefixed = forcePrefix ?? (isLocalizableHref(path) && locale !== routing.defaultLocale);
  if (!prefixed) return path;
  return `/${locale}${/^\/(\?.*)?$/.test(path) ? path.slice(1) : path}`;
}

/** Same contract as next-intl's `getPathname({ href, locale, forcePrefix })`. */
export function getPathname({
  href,
  locale,
  forcePrefix,
}: {
  href: Href;
  locale: string;
  forcePrefix?: boolean;
}): string {
  const path =
    typeof href === 'object' ? href.pathname + (href.query ? serializeQuery(href.query) : '') : href;
  return localizePath(path, locale, forcePrefix);
}

/** `/en/products` → `/products` when the page is English; zh paths carry no prefix. */
export function stripLocalePrefix(pathname: string, locale: string): string {
  const prefix = `/${locale}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return pathname;
  return pathname.slice(prefix.length) || '/';
}

export function toLang(value: unknown): Lang {
  return (LANGS as readonly unknown[]).includes(value) ? (value as Lang) : (routing.defaultLocale as Lang);
}

/** Switching language stores the choice the way next-intl does, so the proxy's detection agrees. */
export function syncLocaleCookie(current: string, next: string | undefined): void {
  if (next == null || next === current) return;
  document.cookie = `${LOCALE_COOKIE}=${next};sameSite=lax;max-age=${LOCALE_COOKIE_MAX_AGE};path=/;`;
}
