import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { now } from '../clock';
import { companyInvitations, users } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { consumeSmsCode } from '../accounts/consume-sms-code';
import { hashPassword } from '../security/password-hash';
import { checkNewPassword } from '../security/password-policy';
import { logEvent } from '../security/safe-log';
import { countSeatHolders, lockCompany, seatLimit } from './company-seats';
import { assertInvitationOpen } from './invitation-state';
import { findInvitationByToken } from './read-invitation';

/** A seat for the invitee: fewer holders than the plan allows (the invitation itself held one). */
async function assertSeatFree(db: Db, company: Parameters<typeof seatLimit>[1] & { id: number }, at: Date) {
  const limit = await seatLimit(db, company, at);
  if ((await countSeatHolders(db, company.id)) >= limit) throw new DomainError('conflict', 'invitationNoSeat');
}

/**
 * POST /api/company/invitation/accept (public): the invitee proves the number with the SMS code and
 * sets a password; the account is created approved, as a colleague with an active seat, and the
 * invitation is marked accepted, in one transaction. Everything that can refuse without using the
 * code up is checked first: a wrong code or a weak password leaves the invitation usable.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; code: string; password: string; ip?: string | null },
): Promise<{ mobile: string; userId: number }> {
  const at = now();
  const { invitation, company } = await findInvitationByToken(db, input.token);
  assertInvitationOpen(invitation, at);
  if (company.status === 'disabled') throw new DomainError('conflict', 'companyDisabled');
  const problem = checkNewPassword(input.password, { mobile: invitation.mobile });
  if (problem) throw DomainError.field('password', problem);
  await assertSeatFree(db, company, at);
  if (!(await consumeSmsCode(db, { mobile: invitation.mobile, purpose: 'companyInvitation', code: input.code })))
    throw DomainError.field('smsContent', 'smsCodeInvalid');
  const passwordHash = await hashPassword(input.password);

  const userId = await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const locked = await lockCompany(tx, company.id);
    const [current] = await tx
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.id, invitation.id))
      .for('update');
    if (!current) throw new DomainError('notFound', 'invitationNotFound');
    assertInvitationOpen(current, at);
    await assertSeatFree(tx, locked, at);
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, invitation.mobile));
    if (taken) throw new DomainError('conflict', 'invitationMobileRegistered', { mobile: invitation.mobile });
    const [user] = await tx
      .insert(users)
      .values({
        mobile: invitation.mobile,
        name: invitation.name,
        role: 'buyer',
        status: 'approved',
        statusDecidedAt: at,
        passwordHash,
        passwordChangedAt: at,
        companyId: company.id,
        companyRole: 'buyer',
        seatState: 'active',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('acceptInvitation: insert returned nothing');
    await tx
      .update(companyInvitations)
      .set({ acceptedAt: at, acceptedUserId: user.id })
      .where(eq(companyInvitations.id, invitation.id));
    await recordAudit(tx, {
      actorUserId: user.id,
      ip: input.ip,
      action: 'company.invitation.accepted',
      targetUserId: user.id,
      targetType: 'company',
      targetId: company.id,
      before: { invitationId: invitation.id, state: 'open' },
      after: { state: 'accepted', companyRole: 'buyer', seatState: 'active' },
    });
    return user.id;
  });
  logEvent('info', 'company.invitation-accepted', { userId, companyId: company.id });
  return { mobile: invitation.mobile, userId };
}
