import { emit, on } from './event-bus';
import { isSignedIn, userAccountStore } from './user-account-store';

/*
 * Which products the signed-in buyer has saved, shared by every heart on the page. Catalogue pages
 * are cached for everyone, so the hearts' state never comes with the HTML: the SKU codes are fetched
 * once (GET /api/favorite/ids) when the first heart mounts, again after a sign-in, and dropped on
 * sign-out. The calls module loads only then, so visitors' pages carry none of it.
 */

let saved = new Set<string>();
const pending = new Set<string>();
/** The token the set was loaded for; null when nothing is loaded (or loading failed). */
let loadedFor: string | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

const calls = () => import('./favorite-calls');

function load(): void {
  const { token } = userAccountStore.getState();
  if (!token || token === loadedFor) return;
  loadedFor = token;
  calls()
    .then((c) => c.fetchFavoriteSkus())
    .then(
      (skus) => {
        if (loadedFor !== token) return;
        saved = new Set(skus);
        notify();
      },
      () => {
        if (loadedFor === token) loadedFor = null; // a later heart may try again
      },
    );
}

if (typeof window !== 'undefined') {
  on('login:ok', () => {
    loadedFor = null;
    if (listeners.size) load();
  });
  on('logout:ok', () => {
    loadedFor = null;
    saved = new Set();
    notify();
  });
}

/** For useSyncExternalStore: the first subscriber triggers the load. */
export function subscribeFavorites(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => {
    listeners.delete(listener);
  };
}

/** 0 not saved, 1 saved, +2 while a change is on its way (a number, so snapshots compare cheaply). */
export function favoriteState(sku: string): number {
  return (saved.has(sku) ? 1 : 0) + (pending.has(sku) ? 2 : 0);
}

/** Records a change made elsewhere (the favourites page removing a row), so every heart agrees. */
export function markFavorite(sku: string, favorite: boolean): void {
  if (favorite === saved.has(sku)) return;
  saved = new Set(saved);
  if (favorite) saved.add(sku);
  else saved.delete(sku);
  notify();
}

/**
 * The heart's click: visitors get the sign-in dialog; buyers see the change at once, and it is rolled
 * back (the failure was toasted) if the server refuses it. A click while an earlier change of the same
 * product is on its way is not lost: that call, when it returns, sends what the buyer asked for last
 * (one call per product at a time, so the server's state follows the clicks in order).
 */
export async function toggleFavorite(sku: string): Promise<void> {
  if (!isSignedIn(userAccountStore.getState())) {
    emit('signin:open', { reason: 'favorites' });
    return;
  }
  const running = pending.has(sku);
  pending.add(sku);
  markFavorite(sku, !saved.has(sku));
  if (running) return; // the running call sends this click's wish when it returns
  /** What the server holds: the state before this click. */
  let stored = !saved.has(sku);
  try {
    const c = await calls();
    while (saved.has(sku) !== stored) {
      const want = saved.has(sku);
      await (want ? c.addFavorite(sku) : c.removeFavorite(sku));
      stored = want;
    }
  } catch {
    markFavorite(sku, stored);
  } finally {
    pending.delete(sku);
    notify();
  }
}
