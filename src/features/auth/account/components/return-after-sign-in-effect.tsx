'use client';

import { useEffect } from 'react';
import { emit, on } from '@/client/event-bus';
import { userAccountStore } from '@/client/user-account-store';
import { useRouter } from '@/i18n/navigation';
import { safeReturnPath, SIGNIN_PARAM } from '@/lib/return-path';

/** Drops `?signin=` from the address bar without a navigation (Back must not reopen the dialog). */
function removeSignInParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SIGNIN_PARAM)) return;
  url.searchParams.delete(SIGNIN_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** Loaded only when the address carries `?signin=` (see return-after-sign-in.tsx). */
export function ReturnAfterSignInEffect({ raw }: { raw: string }) {
  const router = useRouter();

  useEffect(() => {
    const target = safeReturnPath(raw);
    if (!target) {
      removeSignInParam(); // foreign or malformed: ignored, never followed
      return;
    }
    const go = () => {
      removeSignInParam();
      router.push(target);
    };
    if (userAccountStore.getState().token) {
      go(); // signed in meanwhile (another tab): nothing to ask
      return;
    }
    const off = on('login:ok', go);
    emit('signin:open', { reason: 'account' });
    return off;
  }, [raw, router]);

  return null;
}
