'use client';

import { useEffect, useRef } from 'react';
import { readCookie } from '@/client/cookies';
import { on } from '@/client/event-bus';
import {
  parseUserAccount,
  USER_ACCOUNT_COOKIE,
  userAccountStore,
  useUserAccount,
} from '@/client/user-account-store';
import { useIsClient } from '@/client/use-is-client';
import { usePathname, useRouter } from '@/i18n/navigation';
import { SIGNIN_PARAM } from '@/lib/return-path';

/** The store caches the cookie; another tab may have signed out (or in) since. */
function syncWithCookie(): void {
  const fresh = parseUserAccount(readCookie(USER_ACCOUNT_COOKIE));
  if (fresh.token !== userAccountStore.getState().token) userAccountStore.setState(fresh);
}

/**
 * The account layout's client half of the gate (the proxy covers the first request). When the
 * store holds no token after mount — the cookie was cleared, another tab signed out — the page is
 * swapped for the home page with `?signin=<this page>`. Sign-outs in this tab (the menu's, or
 * apiRequest ending an unusable session) already go to `/` as the spec says: left alone.
 */
export function AccountGuard() {
  const isClient = useIsClient();
  const { token } = useUserAccount();
  const pathname = usePathname();
  const router = useRouter();
  const signedOutHere = useRef(false);

  useEffect(
    () =>
      on('logout:ok', () => {
        signedOutHere.current = true;
      }),
    [],
  );

  useEffect(() => {
    const onReturn = () => document.visibilityState === 'visible' && syncWithCookie();
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, []);

  useEffect(() => {
    if (!isClient || token || signedOutHere.current) return;
    const here = pathname + window.location.search;
    router.replace({ pathname: '/', query: { [SIGNIN_PARAM]: here } });
  }, [isClient, token, pathname, router]);

  return null;
}
