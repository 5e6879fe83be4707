import type { AccountInfo } from '@/contracts/accounts';

/**
 * The spec's `user-account` store as it sits in its cookie: URI-encoded JSON `{userInfo, token}`.
 * Pure, so both the browser store and the proxy (which must not pull React) read it the same way.
 */
export const USER_ACCOUNT_COOKIE = 'user-account';

/**
 * GET /api/info's answer as the store holds it: the role alone between sign-in and that call, and a
 * cookie is the browser's to change, so any field may be missing.
 */
export type StoredUserInfo = Partial<AccountInfo>;
export type UserAccount = { userInfo: StoredUserInfo | null; token: string | null };
export const EMPTY_USER_ACCOUNT: UserAccount = { userInfo: null, token: null };

/**
 * Tolerates anything a browser may hold: a bad value means "signed out". Accepts the raw cookie
 * (URI-encoded, as document.cookie shows it) and the decoded one (Next's request cookies decode
 * values once) — decoding twice would break on a `%` typed into a profile field.
 */
export function parseUserAccount(raw: string | undefined | null): UserAccount {
  if (!raw) return EMPTY_USER_ACCOUNT;
  try {
    const value: unknown = JSON.parse(raw.startsWith('{') ? raw : decodeURIComponent(raw));
    if (!value || typeof value !== 'object') return EMPTY_USER_ACCOUNT;
    const { userInfo, token } = value as Record<string, unknown>;
    return {
      userInfo:
        userInfo && typeof userInfo === 'object' && !Array.isArray(userInfo) ? (userInfo as StoredUserInfo) : null,
      token: typeof token === 'string' && token.length > 0 ? token : null,
    };
  } catch {
    return EMPTY_USER_ACCOUNT;
  }
}
