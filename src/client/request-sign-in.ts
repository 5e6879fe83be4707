import { emit } from '@/client/event-bus';

export type SignInReason = 'search' | 'inquiry' | 'addToInquiry' | 'favorites' | 'prices';

/**
 * Asks the shell to open the sign-in dialog without importing it (features never import each
 * other). Fires the window event `auth:open` (detail: reason and, from a product, its skuCode) and,
 * for the shell's typed event bus, `signin:open`; opening an open dialog twice is harmless, so either
 * listener suffices.
 */
export function requestSignIn(reason: SignInReason, skuCode?: string): void {
  window.dispatchEvent(new CustomEvent('auth:open', { detail: skuCode === undefined ? { reason } : { reason, skuCode } }));
  emit('signin:open', { reason });
}
