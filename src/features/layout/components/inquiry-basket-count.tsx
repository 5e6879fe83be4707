'use client';

import { useEffect } from 'react';
import { on } from '@/client/event-bus';
import { inquiryBasketStore, useInquiryBasketCount } from '@/client/inquiry-basket-store';
import { isSignedIn, userAccountStore } from '@/client/user-account-store';

/** The basket calls (and the API client with its toasts) load only for a signed-in buyer. */
function sync(): void {
  if (!isSignedIn(userAccountStore.getState())) {
    if (inquiryBasketStore.getState() !== null) inquiryBasketStore.setState(null);
    return;
  }
  void import('@/client/inquiry-basket-calls').then((m) => m.syncBasketWithSession());
}

/**
 * The inquiry entry's basket count, as a badge on the icon's corner (the link's name says it in
 * words, see ShortcutLinks). The basket is fetched once after mount for a signed-in buyer (the
 * header is cached for everyone), again after signing in or switching site (the basket is per
 * site), and follows every change made through the shared store.
 */
export function InquiryBasketBadge() {
  const count = useInquiryBasketCount();

  useEffect(() => {
    if (inquiryBasketStore.getState() === null) sync();
    const offs = [on('login:ok', sync), on('logout:ok', sync), on('region:update', sync)];
    return () => offs.forEach((off) => off());
  }, []);

  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="inquiry-basket-count"
      className="absolute top-0.5 left-4.5 min-w-4.5 rounded-full bg-brand-700 px-1 text-center text-[11px] leading-4.5 font-semibold text-white ring-2 ring-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
