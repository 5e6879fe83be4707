/**
 * The toast container (sonner's Toaster) is loaded only once something may toast. Code that
 * shows toasts asks for it here; api-request.ts does so as it loads, so every module that calls the
 * API (and every current toast caller does) has the container ready. Toasts shown before it mounts
 * are not lost: sonner replays active toasts to a Toaster that subscribes late.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested || typeof window === 'undefined') return;
  requested = true;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` once the container is wanted (at once if it already is); returns the unsubscribe. */
export function onToasterRequest(listener: () => void): () => void {
  if (requested) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
