import { readCookie, writeCookie } from '@/client/cookies';

/** The console's own language switch (its pages live outside the storefront's /en prefix). */
export const ADMIN_LANG_COOKIE = 'admin-lang';
export type ConsoleLang = 'zh' | 'en';

export function consoleLang(): ConsoleLang {
  return readCookie(ADMIN_LANG_COOKIE) === 'en' ? 'en' : document.documentElement.lang === 'en' ? 'en' : 'zh';
}

export function setConsoleLang(lang: ConsoleLang): void {
  writeCookie(ADMIN_LANG_COOKIE, lang, 365 * 24 * 60 * 60);
}
