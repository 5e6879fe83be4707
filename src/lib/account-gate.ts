import { DEFAULT_LANG } from '@/contracts/site';
import { safeReturnPath, SIGNIN_PARAM, splitLocalePrefix } from './return-path';

/** Account pages (layout "user") need a session; /user/resetPwd is for people who cannot sign in. */
const ACCOUNT_PATH = /^\/user\/(?:order|inquiry|profile|favorite|team|api)(?:\/|$)/;

/** True for a locale-free path of an account page (`/user/profile`, `/user/order/…`). */
export function isAccountPath(path: string): boolean {
  return ACCOUNT_PATH.test(path);
}

/**
 * Where the proxy sends a visitor who asks for an account page: the home page of the same
 * language with `?signin=<the page>`, which opens the sign-in dialog and comes back afterwards.
 * Null when the request may pass (not an account page, or a token is present; the API still
 * checks the token itself). `pathname` is the public one, with its optional locale prefix.
 */
export function accountSignInRedirect(pathname: string, search: string, hasToken: boolean): string | null {
  if (hasToken) return null;
  const { locale, path } = splitLocalePrefix(pathname);
  if (!isAccountPath(path)) return null;
  const home = locale && locale !== DEFAULT_LANG ? `/${locale}` : '/';
  const returnTo = safeReturnPath(path + search);
  return returnTo ? `${home}?${SIGNIN_PARAM}=${encodeURIComponent(returnTo)}` : home;
}
