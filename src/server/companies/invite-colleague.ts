import { and, eq, isNull, lte } from 'drizzle-orm';
import { COMPANY_LIMITS, type TeamInvitation } from '@/contracts/company';
import type { Lang } from '@/contracts/site';
import { recordAudit } from '../audit/record-audit';
import { now } from '../clock';
import { companyInvitations, users } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { enqueueSms, invitationLink } from '../notifications/enqueue-sms';
import { companySeats, lockCompany, seatsFullError } from './company-seats';
import { createInvitationToken } from './invitation-token';

const DAY_MS = 86_400_000;

/**
 * The owner invites a colleague by mobile and name: refused when the number already has an account
 * or an open invitation, or when no seat is free (open invitations hold one). The number gets an SMS
 * with the link; only the token's SHA-256 is kept. The company row is locked, so two invitations
 * cannot take the last seat together.
 */
export async function inviteColleague(
  db: Db,
  input: { companyId: number; ownerId: number; mobile: string; name: string; lang: Lang; ip?: string | null },
): Promise<TeamInvitation> {
  const at = now();
  const { token, tokenHash } = createInvitationToken();
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const company = await lockCompany(tx, input.companyId);
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, input.mobile));
    if (account) throw DomainError.field('mobile', 'invitationMobileRegistered', { mobile: input.mobile });

    // An invitation of this number that ran out is set aside: only one open invitation per number.
    await tx
      .update(companyInvitations)
      .set({ revokedAt: at })
      .where(
        and(
          eq(companyInvitations.mobile, input.mobile),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
          lte(companyInvitations.expiresAt, at),
        ),
      );
    const [open] = await tx
      .select({ id: companyInvitations.id })
      .from(companyInvitations)
      .where(
        and(
          eq(companyInvitations.mobile, input.mobile),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      );
    if (open) throw DomainError.field('mobile', 'invitationAlreadyOpen', { mobile: input.mobile });

    const seats = await companySeats(tx, company, at, input.lang);
    if (seats.used >= seats.limit) throw seatsFullError(seats);

    const [invitation] = await tx
      .insert(companyInvitations)
      .values({
        companyId: company.id,
        mobile: input.mobile,
        name: input.name,
        tokenHash,
        invitedBy: input.ownerId,
        createdAt: at,
        expiresAt: new Date(at.getTime() + COMPANY_LIMITS.invitationDays * DAY_MS),
      })
      // Another company inviting the same number at the same instant: the open-mobile unique index
      // lets one insert through; the other hears the number is already invited, never a 500.
      .onConflictDoNothing()
      .returning();
    if (!invitation) throw DomainError.field('mobile', 'invitationAlreadyOpen', { mobile: input.mobile });
    await enqueueSms(tx, {
      mobile: input.mobile,
      template: 'companyInvitation',
      params: { name: input.name, company: company.name, link: invitationLink(input.lang, token) },
      lang: input.lang,
    });
    await recordAudit(tx, {
      actorUserId: input.ownerId,
      ip: input.ip,
      action: 'company.invitation.created',
      targetType: 'company',
      targetId: company.id,
      after: { invitationId: invitation.id, mobile: input.mobile, name: input.name },
    });
    return toTeamInvitation(invitation);
  });
}

export function toTeamInvitation(row: typeof companyInvitations.$inferSelect): TeamInvitation {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
