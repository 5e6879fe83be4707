import { useCallback, useEffect, useState } from 'react';
import { userAccount, useUserAccount } from '@/client/user-account-store';
import { useIsClient } from '@/client/use-is-client';
import type { UserInfo } from '@/contracts/accounts';
import { fetchUserInfo } from './account-calls';

export type UserInfoState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; info: UserInfo };

/**
 * GET /api/info for the signed-in user, after mount (the page itself is cached for everyone).
 * Waits while there is no token: the account guard is sending the visitor to sign in. The answer
 * also refreshes the stored user info, so the header shows the current name.
 */
export function useUserInfo() {
  const isClient = useIsClient();
  const { token } = useUserAccount();
  const [state, setState] = useState<UserInfoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isClient || !token) return;
    const controller = new AbortController();
    fetchUserInfo(controller.signal).then(
      (info) => {
        userAccount.setUserInfo(info);
        setState({ status: 'ready', info });
      },
      () => !controller.signal.aborted && setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [isClient, token, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((info: UserInfo) => setState({ status: 'ready', info }), []);
  return { state, retry, replace };
}
