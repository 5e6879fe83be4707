import { apiRequest } from '@/client/api-request';
import type { AccountInfo, ChangePasswordBody, ProfileUpdateBody, UserInfo } from '@/contracts/accounts';

/**
 * The account area's API calls. Each shows the spec's toast on failure (apiRequest) and rejects
 * with an ApiRequestError whose `fieldErrors` the forms place next to their fields.
 */
export function fetchUserInfo(signal?: AbortSignal): Promise<AccountInfo> {
  return apiRequest<AccountInfo>('GET', '/api/info', { signal });
}

export function saveProfile(body: ProfileUpdateBody): Promise<UserInfo> {
  return apiRequest<UserInfo>('PUT', '/api/user/profile', { body });
}

/** The session making the change stays signed in; the user's other sessions end on the server. */
export function changePassword(body: ChangePasswordBody): Promise<{ otherSessionsEnded: number }> {
  return apiRequest<{ otherSessionsEnded: number }>('POST', '/api/user/password', { body });
}
