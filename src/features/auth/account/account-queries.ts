import { queryOptions } from '@tanstack/react-query';
import { userAccount } from '@/client/user-account-store';
import { fetchUserInfo } from './account-calls';

/** The account pages' browser loaders. */
export const accountQueries = {
  // The answer also refreshes the stored user info, so the header shows the current name.
  info: () =>
    queryOptions({
      queryKey: ['account', 'info'],
      queryFn: async ({ signal }) => {
        const info = await fetchUserInfo(signal);
        userAccount.setUserInfo(info);
        return info;
      },
    }),
};
