import { z } from 'zod';

/** Sites a buyer can pick in the header. The currency map also knows au and uk (API accepts them). */
export const SELECTABLE_SITES = ['us', 'de'] as const;
export const SITES = ['us', 'de', 'au', 'uk'] as const;
export const LANGS = ['en', 'zh'] as const;
export const DEFAULT_SITE = 'us';
export const DEFAULT_LANG = 'zh';

export const siteSchema = z.enum(SITES);
export const langSchema = z.enum(LANGS);
export type Site = z.infer<typeof siteSchema>;
export type Lang = z.infer<typeof langSchema>;

export const CURRENCY_BY_SITE: Record<Site, 'USD' | 'EUR' | 'AUD' | 'GBP'> = {
  us: 'USD',
  au: 'AUD',
  uk: 'GBP',
  de: 'EUR',
};
export type Currency = (typeof CURRENCY_BY_SITE)[Site];

export function isSite(value: unknown): value is Site {
  return typeof value === 'string' && (SITES as readonly string[]).includes(value);
}
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
