import { emit } from '@/client/event-bus';

/**
 * Asks the shell to open the sign-in dialog (the spec: visitors who search are asked to sign in).
 * Fires the window event `auth:open` and the shell's typed event-bus event `signin:open`; either
 * listener suffices and opening an open dialog twice is harmless.
 */
export function requestSignIn(reason: 'search'): void {
  window.dispatchEvent(new CustomEvent('auth:open', { detail: { reason } }));
  emit('signin:open', { reason });
}
