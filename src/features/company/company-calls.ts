import { apiRequest } from '@/client/api-request';
import type { InviteBody, MemberSeatBody, Team, TeamInvitation } from '@/contracts/company';

/* The team page's API calls (owner only). Failures are toasted by the API client unless `quiet`. */

export function fetchTeam(signal?: AbortSignal): Promise<Team> {
  return apiRequest<Team>('GET', '/api/company/team', { signal });
}

/** Quiet: the invite form shows the server's reason under its field, or toasts it itself. */
export function invite(body: InviteBody): Promise<TeamInvitation> {
  return apiRequest<TeamInvitation>('POST', '/api/company/invite', { body, quiet: true });
}

export function revokeInvitation(id: number): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/company/invitation/revoke', { body: { id } });
}

export function removeMember(userId: number): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/company/member/remove', { body: { userId } });
}

export function setMemberSeat(body: MemberSeatBody): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/company/member/seat', { body });
}

/** Quiet: the dialog shows a wrong password under its field. */
export function transferOwnership(userId: number, password: string): Promise<unknown> {
  return apiRequest<unknown>('POST', '/api/company/transfer', { body: { userId, password }, quiet: true });
}
