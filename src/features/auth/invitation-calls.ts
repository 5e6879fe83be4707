import { apiRequest } from '@/client/api-request';
import type { SendSmsResult } from '@/contracts/accounts';
import type { AcceptInvitationBody, InvitationView } from '@/contracts/company';

/* The invitation page's public calls (noAuth: a stale token in the browser must not get in the way). */

/** Quiet: the page shows an unknown link itself. */
export function fetchInvitation(token: string, signal?: AbortSignal): Promise<InvitationView> {
  return apiRequest<InvitationView>('GET', '/api/company/invitation', { query: { token }, noAuth: true, quiet: true, signal });
}

export function sendInvitationCode(token: string): Promise<Partial<SendSmsResult> | null> {
  return apiRequest<Partial<SendSmsResult> | null>('POST', '/api/company/invitation/code', { body: { token }, noAuth: true });
}

/** Quiet: the form shows a wrong code or a weak password under its field. */
export function acceptInvitation(body: AcceptInvitationBody): Promise<{ mobile: string }> {
  return apiRequest<{ mobile: string }>('POST', '/api/company/invitation/accept', { body, noAuth: true, quiet: true });
}
