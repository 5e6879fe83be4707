import type { AuthProvider } from '@refinedev/core';
import type { SecondFactorStatus } from '@/contracts/staff';
import type { UserInfo } from '@/contracts/accounts';
import { userAccount, userAccountStore } from '@/client/user-account-store';
import { STATUS } from '@/contracts/envelope-status';
import { AdminApiError, adminRequest, sessionUnusable } from './admin-request';

export const SIGN_IN_PATH = '/admin/login';

/** Signed in with a staff role and, where the role needs it, the second factor passed. */
export async function consoleReady(): Promise<boolean> {
  if (!userAccountStore.getState().token) return false;
  try {
    const state = await adminRequest<SecondFactorStatus>('GET', '/api/staff/second-factor');
    return !state.required || state.passed;
  } catch {
    return false;
  }
}

/**
 * Sign-in itself is the login page's own steps (password, then the second factor); Refine asks this
 * provider whether the session may see the console, what to do with a refused call, and who is in.
 */
export const authProvider: AuthProvider = {
  login: async () => ({ success: true, redirectTo: '/admin' }),
  async logout() {
    await adminRequest('POST', '/api/logout').catch(() => undefined);
    userAccount.logout();
    return { success: true, redirectTo: SIGN_IN_PATH };
  },
  async check() {
    return (await consoleReady()) ? { authenticated: true } : { authenticated: false, redirectTo: SIGN_IN_PATH };
  },
  async onError(error) {
    if (sessionUnusable(error)) {
      userAccount.logout();
      return { logout: true, redirectTo: SIGN_IN_PATH };
    }
    if (error instanceof AdminApiError && error.status === STATUS.SECOND_FACTOR_REQUIRED) return { redirectTo: SIGN_IN_PATH };
    return {};
  },
  async getIdentity() {
    const info = await adminRequest<UserInfo>('GET', '/api/info');
    return { id: info.id, name: `${info.name} (${info.mobile})`, role: info.role };
  },
  async getPermissions() {
    const info = await adminRequest<UserInfo>('GET', '/api/info');
    return info.role;
  },
};
