import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LANG, LANGS } from '@/contracts/site-constants';

export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60; // spec: the locale cookie lasts 365 days

/**
 * Language-prefix routing: zh (the default) lives at `/`, English at `/en`; `/zh/...` redirects to
 * the unprefixed path. Browser-language detection on, the chosen locale kept in a cookie.
 */
export const routing = defineRouting({
  locales: LANGS,
  defaultLocale: DEFAULT_LANG,
  localePrefix: 'as-needed',
  localeDetection: true,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' },
});
