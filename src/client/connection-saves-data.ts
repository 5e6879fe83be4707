/** The Network Information API is not in TypeScript's DOM lib (Chromium only). */
type NetworkInformation = EventTarget & { saveData?: boolean; effectiveType?: string };

function connection(): NetworkInformation | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Spec: link prefetch is skipped on data-saver or 2g connections. */
export function connectionSavesData(): boolean {
  const c = connection();
  if (!c) return false;
  return c.saveData === true || c.effectiveType === '2g' || c.effectiveType === 'slow-2g';
}

/** For useSyncExternalStore: the connection fires `change` when the network type switches. */
export function subscribeConnection(onChange: () => void): () => void {
  const c = connection();
  c?.addEventListener('change', onChange);
  return () => c?.removeEventListener('change', onChange);
}
