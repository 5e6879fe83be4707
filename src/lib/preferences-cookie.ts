import { DEFAULT_LANG, DEFAULT_SITE, isLang, isSite, type Lang, type Site } from '@/contracts/site-constants';

/** The spec's cookie-backed store: key `user-preferences`, JSON, path `/`. */
export const PREFERENCES_COOKIE = 'user-preferences';
export type Preferences = { region: Site; language: Lang };
/** Preferences outlive sessions: a year, like the locale cookie. */
export const PREFERENCES_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const DEFAULT_PREFERENCES: Preferences = { region: DEFAULT_SITE, language: DEFAULT_LANG };

/** Tolerates anything a browser may hold: a bad or foreign value falls back to the defaults. */
export function parsePreferences(raw: string | undefined | null): Preferences {
  if (!raw) return DEFAULT_PREFERENCES;
  try {
    const value: unknown = JSON.parse(raw.startsWith('%7B') ? decodeURIComponent(raw) : raw);
    if (!value || typeof value !== 'object') return DEFAULT_PREFERENCES;
    const { region, language } = value as Record<string, unknown>;
    return {
      region: isSite(region) ? region : DEFAULT_SITE,
      language: isLang(language) ? language : DEFAULT_LANG,
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}
