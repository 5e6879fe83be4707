import { eq } from 'drizzle-orm';
import type { CompanyStatus } from '@/contracts/company';
import { now } from '../../clock';
import { companies, users, type CompanyRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { recordAudit, type AuditActor } from '../../audit/record-audit';
import { revokeUserSessions } from '../../accounts/revoke-sessions';
import { DomainError } from '../../domain-error';
import { logEvent } from '../../security/safe-log';

const TRANSITIONS = {
  disable: { from: 'active', to: 'disabled' },
  enable: { from: 'disabled', to: 'active' },
} as const satisfies Record<string, { from: CompanyStatus; to: CompanyStatus }>;

export type CompanyDecision = keyof typeof TRANSITIONS;

/**
 * An operator's decision on a whole company, in one transaction with the row locked: the move must
 * fit the company's status, the reason is kept on the company (disable) or cleared (enable), one audit
 * row records before/after, and on disabling every member's live session ends in the same transaction
 * (session resolution and sign-in also refuse members of a disabled company, so nobody slips through
 * between the two). Members' own statuses and seats are untouched: enabling gives everyone back what
 * they had.
 */
export async function changeCompanyStatus(
  db: Db,
  input: AuditActor & { companyId: number; decision: CompanyDecision; reason?: string },
): Promise<CompanyRow> {
  const rule = TRANSITIONS[input.decision];
  const at = now();
  const { company, endedSessions } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, input.companyId)).for('update');
    if (!current) throw new DomainError('notFound', 'companyNotFound');
    if (current.status !== rule.from) throw new DomainError('conflict', 'companyInvalidTransition');
    const reason = input.decision === 'disable' ? (input.reason ?? null) : null;
    const [row] = await tx
      .update(companies)
      .set({ status: rule.to, statusReason: reason, updatedAt: at })
      .where(eq(companies.id, current.id))
      .returning();
    if (!row) throw new Error('company status update returned nothing');
    let ended = 0;
    if (input.decision === 'disable') {
      const members = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, current.id));
      for (const member of members) ended += await revokeUserSessions(tx, member.id, 'disabled');
    }
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      ip: input.ip,
      action: `company.${input.decision}`,
      targetType: 'company',
      targetId: current.id,
      before: { status: current.status },
      after: { status: rule.to },
      details: { name: current.name, ...(input.reason ? { reason: input.reason } : {}), endedSessions: ended },
    });
    return { company: row, endedSessions: ended };
  });
  logEvent('info', `company.${input.decision}`, { actorUserId: input.actorUserId, companyId: company.id, endedSessions });
  return company;
}
