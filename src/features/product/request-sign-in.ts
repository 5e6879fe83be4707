import { emit } from '@/client/event-bus';

export type SignInReason = 'inquiry' | 'favorites';

/**
 * Asks the shell to open the sign-in dialog without importing it (features never import each
 * other). Fires the window event `auth:open` (detail: reason, skuCode) and, for the shell's typed
 * event bus, `signin:open`; opening an open dialog twice is harmless, so either listener suffices.
 * Signed-in behaviour (adding to the inquiry list / favourites) replaces this once those APIs exist.
 */
export function requestSignIn(reason: SignInReason, skuCode: string): void {
  window.dispatchEvent(new CustomEvent('auth:open', { detail: { reason, skuCode } }));
  emit('signin:open', { reason });
}
