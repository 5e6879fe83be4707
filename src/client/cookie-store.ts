import { readCookie, writeCookie } from './cookies';

export type CookieStore<T> = {
  getState(): T;
  /** What the server (and the first client render) sees: the defaults. Nothing personal on the server. */
  getServerState(): T;
  setState(patch: Partial<T>): void;
  subscribe(listener: () => void): () => void;
};

/**
 * A tiny persisted store for useSyncExternalStore: state lives in one JSON cookie (URI-encoded).
 * The cookie is read lazily on first use in the browser, so importing a store costs nothing.
 */
export function createCookieStore<T extends object>(options: {
  key: string;
  defaults: T;
  parse: (raw: string | undefined) => T;
  maxAgeSeconds: number;
}): CookieStore<T> {
  const { key, defaults, parse, maxAgeSeconds } = options;
  let state: T | undefined;
  const listeners = new Set<() => void>();

  const getState = (): T => {
    if (typeof document === 'undefined') return defaults;
    state ??= parse(readCookie(key));
    return state;
  };

  return {
    getState,
    getServerState: () => defaults,
    setState(patch) {
      state = { ...getState(), ...patch };
      writeCookie(key, encodeURIComponent(JSON.stringify(state)), maxAgeSeconds);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
