import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvitationView } from '@/contracts/company';
import { now } from '../clock';
import { companies, companyInvitations, users } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { maskMobile } from '../security/mask-mobile';
import { hashInvitationToken } from './invitation-token';
import { invitationState } from './invitation-state';

const inviter = alias(users, 'inviter');

/** The invitation a link carries, with the company and who sent it; never the full mobile. */
export async function findInvitationByToken(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: companyInvitations, company: companies, inviterName: inviter.name })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .innerJoin(inviter, eq(inviter.id, companyInvitations.invitedBy))
    .where(eq(companyInvitations.tokenHash, hashInvitationToken(token)));
  if (!row) throw new DomainError('notFound', 'invitationNotFound');
  return row;
}

/** GET /api/company/invitation: what the link offers and whether it still works (public). */
export async function readInvitation(db: Db, token: string): Promise<InvitationView> {
  const { invitation, company, inviterName } = await findInvitationByToken(db, token);
  return {
    companyName: company.name,
    inviterName,
    name: invitation.name,
    maskedMobile: maskMobile(invitation.mobile),
    expiresAt: invitation.expiresAt.toISOString(),
    state: invitationState(invitation, now()),
  };
}
