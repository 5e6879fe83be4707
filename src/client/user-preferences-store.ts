import { useSyncExternalStore } from 'react';
import type { Lang, Site } from '@/contracts/site';
import {
  DEFAULT_PREFERENCES,
  parsePreferences,
  PREFERENCES_COOKIE,
  PREFERENCES_MAX_AGE_SECONDS,
  type Preferences,
  type SavedVehicle,
} from '@/lib/preferences-cookie';
import { createCookieStore } from './cookie-store';

/**
 * Spec store `user-preferences`: region (default us), language (default zh) and "my vehicle" (none by
 * default). The proxy reads the region only.
 */
export const preferencesStore = createCookieStore<Preferences>({
  key: PREFERENCES_COOKIE,
  defaults: DEFAULT_PREFERENCES,
  parse: parsePreferences,
  maxAgeSeconds: PREFERENCES_MAX_AGE_SECONDS,
});

export function setRegion(region: Site): void {
  preferencesStore.setState({ region });
}
export function setLanguage(language: Lang): void {
  preferencesStore.setState({ language });
}
export function setVehicle(vehicle: SavedVehicle | null): void {
  preferencesStore.setState({ vehicle });
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(
    preferencesStore.subscribe,
    preferencesStore.getState,
    preferencesStore.getServerState,
  );
}
