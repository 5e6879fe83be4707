import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * The page's query string, read in the browser after hydration ('' on the server): the pay pages
 * are cached shells for everyone (ADR 0001), so they never read the query while rendering there.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    noop,
    () => window.location.search,
    () => '',
  );
}
