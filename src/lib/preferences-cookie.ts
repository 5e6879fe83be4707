import { DEFAULT_LANG, DEFAULT_SITE, isLang, isSite, type Lang, type Site } from '@/contracts/site-constants';

/** The spec's cookie-backed store: key `user-preferences`, JSON, path `/`. */
export const PREFERENCES_COOKIE = 'user-preferences';

/** "My vehicle": its id (what listings filter on) and its names, so it shows without a request. */
export type SavedVehicle = { id: number; year: number; make: string; makeZh: string; model: string; modelZh: string };
export type Preferences = { region: Site; language: Lang; vehicle: SavedVehicle | null };
/** Preferences outlive sessions: a year, like the locale cookie. */
export const PREFERENCES_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const DEFAULT_PREFERENCES: Preferences = { region: DEFAULT_SITE, language: DEFAULT_LANG, vehicle: null };

const NAME_MAX = 80;
const isName = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= NAME_MAX;
const isWhole = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A saved vehicle as the cookie holds it, or null when anything about it is off. */
export function parseSavedVehicle(value: unknown): SavedVehicle | null {
  if (!value || typeof value !== 'object') return null;
  const { id, year, make, makeZh, model, modelZh } = value as Record<string, unknown>;
  if (!isWhole(id, 1, 2_147_483_647) || !isWhole(year, 1900, 2100)) return null;
  if (!isName(make) || !isName(makeZh) || !isName(model) || !isName(modelZh)) return null;
  return { id, year, make, makeZh, model, modelZh };
}

/** Tolerates anything a browser may hold: a bad or foreign value falls back to the defaults. */
export function parsePreferences(raw: string | undefined | null): Preferences {
  if (!raw) return DEFAULT_PREFERENCES;
  try {
    const value: unknown = JSON.parse(raw.startsWith('%7B') ? decodeURIComponent(raw) : raw);
    if (!value || typeof value !== 'object') return DEFAULT_PREFERENCES;
    const { region, language, vehicle } = value as Record<string, unknown>;
    return {
      region: isSite(region) ? region : DEFAULT_SITE,
      language: isLang(language) ? language : DEFAULT_LANG,
      vehicle: parseSavedVehicle(vehicle),
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}
