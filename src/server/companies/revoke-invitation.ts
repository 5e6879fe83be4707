import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { now } from '../clock';
import { companyInvitations } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { assertInvitationOpen } from './invitation-state';

/** The owner takes back an open invitation: its link stops working and its seat is free again. */
export async function revokeInvitation(
  db: Db,
  input: { companyId: number; ownerId: number; invitationId: number; ip?: string | null },
): Promise<void> {
  const at = now();
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const [invitation] = await tx
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.id, input.invitationId), eq(companyInvitations.companyId, input.companyId)))
      .for('update');
    if (!invitation) throw new DomainError('notFound', 'invitationNotFound');
    assertInvitationOpen(invitation, at);
    await tx.update(companyInvitations).set({ revokedAt: at }).where(eq(companyInvitations.id, invitation.id));
    await recordAudit(tx, {
      actorUserId: input.ownerId,
      ip: input.ip,
      action: 'company.invitation.revoked',
      targetType: 'company',
      targetId: input.companyId,
      before: { invitationId: invitation.id, mobile: invitation.mobile, state: 'open' },
      after: { state: 'revoked' },
    });
  });
}
