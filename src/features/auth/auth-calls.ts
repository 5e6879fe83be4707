import { apiRequest } from '@/client/api-request';
import { emit } from '@/client/event-bus';
import { userAccount, userAccountStore } from '@/client/user-account-store';
import type {
  AccountInfo,
  LoginResult,
  RegisterResult,
  ResetPasswordBody,
  SendSmsResult,
  SmsPurpose,
} from '@/contracts/accounts';
import { toRegisterBody } from './register-payload';
import type { RegisterValues } from './register-form-schema';
import { compactPhone } from './sms-phone';

/*
 * The accounts calls the auth forms make. All are public (noAuth): a visitor makes them, and a stale
 * token in the store must not turn a sign-in into a "session expired" answer. apiRequest toasts the
 * server's message on failure and rejects; the forms also show it inline.
 */

/**
 * Store token and role, fetch the user info, then `login:ok` (closes the dialog, reloads an
 * error page). A failed info call keeps the session with the role alone; if that call ended the
 * session (41000x), there is nothing to announce.
 */
export async function logIn(account: string, password: string): Promise<{ role: string } | null> {
  // Quiet: the sign-in form says why it was refused beside its button until the next try; a toast
  // as well would say it twice.
  const { role, token } = await apiRequest<LoginResult>('POST', '/api/login', {
    body: { username: account.trim(), password },
    noAuth: true,
    quiet: true,
  });
  userAccount.setToken(token);
  userAccount.setUserInfo({ role });
  const info = await apiRequest<AccountInfo>('GET', '/api/info', { quiet: true }).catch(() => null);
  if (userAccountStore.getState().token !== token) return null;
  if (info) userAccount.setUserInfo(info);
  emit('login:ok', { role });
  return { role };
}

export function register(values: RegisterValues): Promise<RegisterResult> {
  return apiRequest<RegisterResult>('POST', '/api/reg', { body: toRegisterBody(values), noAuth: true });
}

export function sendSmsCode(phone: string, issue: SmsPurpose): Promise<SendSmsResult> {
  return apiRequest<SendSmsResult>('POST', '/api/send/sms', {
    body: { username: compactPhone(phone), issue },
    noAuth: true,
  });
}

/** POST /api/reset ends every session of the account server-side, so a local one is dropped too. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await apiRequest<null>('POST', '/api/reset', {
    body: { ...body, username: compactPhone(body.username) },
    noAuth: true,
  });
  if (userAccountStore.getState().token) {
    userAccount.logout();
    emit('logout:ok', { reason: 'session-unusable' });
  }
}
