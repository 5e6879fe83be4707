import { useSyncExternalStore } from 'react';
import type { Basket } from '@/contracts/inquiries';
import { emit } from './event-bus';

/**
 * The signed-in buyer's inquiry basket as last seen from the server (it lives there and follows the
 * buyer across devices), shared by the header's count, the "add to inquiry" buttons and the basket
 * page. Null while unknown (visitor, not loaded yet). Holds no API code: the header subscribes to it
 * on every page, and the calls that fill it (inquiry-basket-calls.ts) load only when needed.
 */
let basket: Basket | null = null;
const listeners = new Set<() => void>();

export const inquiryBasketStore = {
  getState: (): Basket | null => basket,
  getServerState: (): Basket | null => null,
  setState(next: Basket | null): void {
    basket = next;
    for (const listener of [...listeners]) listener();
    emit('inquiry-basket:update', { count: next?.lines.length ?? null });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useInquiryBasket(): Basket | null {
  return useSyncExternalStore(
    inquiryBasketStore.subscribe,
    inquiryBasketStore.getState,
    inquiryBasketStore.getServerState,
  );
}

/** How many products the basket holds; null while unknown. */
export function useInquiryBasketCount(): number | null {
  return useInquiryBasket()?.lines.length ?? null;
}
