import { useSyncExternalStore } from 'react';
import {
  EMPTY_USER_ACCOUNT as EMPTY,
  parseUserAccount,
  USER_ACCOUNT_COOKIE,
  type UserAccount,
  type StoredUserInfo,
} from '@/lib/user-account-cookie';
import { createCookieStore } from './cookie-store';
import { setLanguage, setRegion } from './user-preferences-store';

/** Spec store `user-account`; the cookie format and its parser live in lib/ (the proxy reads it too). */
export { parseUserAccount, USER_ACCOUNT_COOKIE, type StoredUserInfo, type UserAccount };
/** The server expires sessions on its own; the cookie only has to outlive a typical session. */
const USER_ACCOUNT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const userAccountStore = createCookieStore<UserAccount>({
  key: USER_ACCOUNT_COOKIE,
  defaults: EMPTY,
  parse: parseUserAccount,
  maxAgeSeconds: USER_ACCOUNT_MAX_AGE_SECONDS,
});

/** The spec's actions. Region and language live in `user-preferences`; they are offered here too. */
export const userAccount = {
  setRegion,
  setLanguage,
  setUserInfo: (userInfo: StoredUserInfo | null) => userAccountStore.setState({ userInfo }),
  setToken: (token: string | null) => userAccountStore.setState({ token }),
  /** Clears both user info and token. */
  logout: () => userAccountStore.setState(EMPTY),
};

export function useUserAccount(): UserAccount {
  return useSyncExternalStore(
    userAccountStore.subscribe,
    userAccountStore.getState,
    userAccountStore.getServerState,
  );
}

/**
 * Holding a token is what makes requests authenticated, so it is what "signed in" means in the UI
 * (login stores role and token together). False on the server and during hydration.
 */
export function isSignedIn(account: UserAccount): boolean {
  return account.token !== null;
}
