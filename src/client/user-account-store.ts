import { useSyncExternalStore } from 'react';
import { createCookieStore } from './cookie-store';
import { setLanguage, setRegion } from './user-preferences-store';

/** Spec store `user-account`. The user-info shape is defined by the accounts API (a later issue). */
export const USER_ACCOUNT_COOKIE = 'user-account';
/** The server expires sessions on its own; the cookie only has to outlive a typical session. */
const USER_ACCOUNT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export type UserInfo = { role?: string | null } & Record<string, unknown>;
export type UserAccount = { userInfo: UserInfo | null; token: string | null };
const EMPTY: UserAccount = { userInfo: null, token: null };

/** Tolerates anything a browser may hold: a bad value means "signed out". */
export function parseUserAccount(raw: string | undefined): UserAccount {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (!value || typeof value !== 'object') return EMPTY;
    const { userInfo, token } = value as Record<string, unknown>;
    return {
      userInfo:
        userInfo && typeof userInfo === 'object' && !Array.isArray(userInfo) ? (userInfo as UserInfo) : null,
      token: typeof token === 'string' && token.length > 0 ? token : null,
    };
  } catch {
    return EMPTY;
  }
}

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
  setUserInfo: (userInfo: UserInfo | null) => userAccountStore.setState({ userInfo }),
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
