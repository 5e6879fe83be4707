/*
 * Which order this tab sent to a pay tab. When the tab comes back into view with one on record,
 * its header refreshes the membership level (for browsers without BroadcastChannel, or a pay tab
 * that was closed before the order settled).
 */
const KEY = 'partsmall-pay-watch';

export function watchPayment(sn: string): void {
  try {
    sessionStorage.setItem(KEY, sn);
  } catch {
    // Storage refused (private mode quotas): the BroadcastChannel still works.
  }
}

export function watchedPayment(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function stopWatchingPayment(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
