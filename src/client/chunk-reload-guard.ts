/** A failed page-chunk load reloads at most once per 10 s per path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'chunk-reload:';

const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** True for the errors browsers and bundlers raise when a deployed chunk is gone or the network dropped. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  if (typeof reason === 'string') return CHUNK_ERROR.test(reason);
  if (reason instanceof Error) return reason.name === 'ChunkLoadError' || CHUNK_ERROR.test(reason.message);
  return false;
}

/**
 * Reloads unless this path was already reloaded in the last 10 s (sessionStorage survives the
 * reload, so a chunk that is really gone cannot loop). Returns whether it reloaded.
 */
export function reloadOnceForChunkError(now = Date.now()): boolean {
  const key = KEY_PREFIX + window.location.pathname;
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(key)) || 0;
  } catch {
    return false; // storage blocked: never reload, a loop would be worse than the error
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    window.sessionStorage.setItem(key, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Installs the window listeners; returns the cleanup. */
export function installChunkReloadGuard(): () => void {
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error ?? event.message)) reloadOnceForChunkError();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
