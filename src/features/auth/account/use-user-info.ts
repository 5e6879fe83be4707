import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { answerStatus } from '@/client/use-session-query';
import { useUserAccount } from '@/client/user-account-store';
import { useIsClient } from '@/client/use-is-client';
import type { AccountInfo, UserInfo } from '@/contracts/accounts';
import { accountQueries } from './account-queries';

export type UserInfoState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; info: AccountInfo };

/**
 * GET /api/info for the signed-in user, after mount (the page itself is cached for everyone).
 * Waits while there is no token: the account guard is sending the visitor to sign in. The answer
 * also refreshes the stored user info, so the header shows the current name. Inside <QueryIsland>.
 */
export function useUserInfo() {
  const isClient = useIsClient();
  const { token } = useUserAccount();
  const queryClient = useQueryClient();
  const enabled = isClient && token !== null;
  const info = useQuery({ ...accountQueries.info(), enabled });
  const status = answerStatus(info);
  const state: UserInfoState = status === 'ready' && info.data ? { status, info: info.data } : { status: status === 'error' ? 'error' : 'loading' };

  const { refetch } = info;
  const retry = useCallback(() => void (enabled && refetch()), [enabled, refetch]);
  // A saved profile answers the profile alone: what the plan grants (and the account manager) stays.
  const replace = useCallback(
    (next: UserInfo) => queryClient.setQueryData(accountQueries.info().queryKey, (old) => (old ? { ...old, ...next } : old)),
    [queryClient],
  );
  return { state, retry, replace };
}
