import type { InvitationState } from '@/contracts/company';
import type { CompanyInvitationRow } from '../db/schema';
import { DomainError } from '../domain-error';

/**
 * Where an invitation stands now. Accepted wins; an invitation that ran out before it was set aside
 * (a new invitation of the same number revokes the expired one) still reads as expired.
 */
export function invitationState(
  invitation: Pick<CompanyInvitationRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>,
  at: Date,
): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  const end = invitation.revokedAt && invitation.revokedAt < at ? invitation.revokedAt : at;
  if (invitation.expiresAt <= end) return 'expired';
  if (invitation.revokedAt) return 'revoked';
  return 'open';
}

/** Refuses an invitation that can no longer be used, each case with its own message. */
export function assertInvitationOpen(invitation: CompanyInvitationRow, at: Date): void {
  const state = invitationState(invitation, at);
  if (state === 'expired') throw new DomainError('conflict', 'invitationExpired');
  if (state === 'revoked') throw new DomainError('conflict', 'invitationRevoked');
  if (state === 'accepted') throw new DomainError('conflict', 'invitationAccepted');
}
