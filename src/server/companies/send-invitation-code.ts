import { eq } from 'drizzle-orm';
import { SMS_RESEND_SECONDS } from '@/contracts/accounts';
import type { Lang } from '@/contracts/site';
import { now } from '../clock';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { enforceSendLimits, queueSmsCode } from '../accounts/send-sms-code';
import { assertInvitationOpen } from './invitation-state';
import { findInvitationByToken } from './read-invitation';

/**
 * POST /api/company/invitation/code (public): texts a 6-digit code to the invited number, under the
 * same sending limits as every other code. The link is the proof of who asks; the code proves the number.
 */
export async function sendInvitationCode(
  db: Db,
  input: { token: string; ip: string; lang: Lang },
): Promise<{ resendAfterSeconds: number }> {
  const { invitation, company } = await findInvitationByToken(db, input.token);
  assertInvitationOpen(invitation, now());
  if (company.status === 'disabled') throw new DomainError('conflict', 'companyDisabled');
  await enforceSendLimits(db, invitation.mobile, input.ip);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, invitation.mobile));
  if (account) throw new DomainError('conflict', 'invitationMobileRegistered', { mobile: invitation.mobile });
  await queueSmsCode(db, { mobile: invitation.mobile, purpose: 'companyInvitation', lang: input.lang });
  return { resendAfterSeconds: SMS_RESEND_SECONDS };
}
