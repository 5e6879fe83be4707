/**
 * Sites, languages and currencies without zod, so browser code can import them without
 * zod's weight. `site.ts` re-exports all of this next to the schemas; client code imports from here.
 */

/** Sites a buyer can pick in the header. The currency map also knows au and uk (API accepts them). */
export const SELECTABLE_SITES = ['us', 'de'] as const;
export const SITES = ['us', 'de', 'au', 'uk'] as const;
export const LANGS = ['en', 'zh'] as const;
export const DEFAULT_SITE = 'us';
export const DEFAULT_LANG = 'zh';

export type Site = (typeof SITES)[number];
export type Lang = (typeof LANGS)[number];

export const CURRENCY_BY_SITE: Record<Site, 'USD' | 'EUR' | 'AUD' | 'GBP'> = {
  us: 'USD',
  au: 'AUD',
  uk: 'GBP',
  de: 'EUR',
};

export function isSite(value: unknown): value is Site {
  return typeof value === 'string' && (SITES as readonly string[]).includes(value);
}
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
