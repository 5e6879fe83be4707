import { eq } from 'drizzle-orm';
import { now } from '../../clock';
import { companies, users, type CompanyRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { recordAudit, type AuditActor } from '../../audit/record-audit';
import { DomainError } from '../../domain-error';

/** Who may look after a company: a staff account that can still sign in. */
const STAFF_ROLES = ['operator', 'admin'] as const;

/**
 * An operator assigns a staff member (operator or admin) as the company's account manager, or removes
 * the one it has (`managerId` null). One transaction with the company row locked; one audit row with
 * the manager before and after. Assigning the same manager again changes nothing and records nothing.
 */
export async function assignAccountManager(
  db: Db,
  input: AuditActor & { companyId: number; managerId: number | null },
): Promise<CompanyRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, input.companyId)).for('update');
    if (!current) throw new DomainError('notFound', 'companyNotFound');
    if (input.managerId !== null) {
      const [manager] = await tx
        .select({ role: users.role, status: users.status })
        .from(users)
        .where(eq(users.id, input.managerId));
      const isStaff = manager && (STAFF_ROLES as readonly string[]).includes(manager.role) && manager.status === 'approved';
      if (!isStaff) throw DomainError.field('userId', 'accountManagerNotStaff');
    }
    if (current.accountManagerId === input.managerId) return current;
    const [row] = await tx
      .update(companies)
      .set({ accountManagerId: input.managerId, updatedAt: now() })
      .where(eq(companies.id, current.id))
      .returning();
    if (!row) throw new Error('account manager update returned nothing');
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      ip: input.ip,
      action: input.managerId === null ? 'company.accountManager.unassign' : 'company.accountManager.assign',
      targetType: 'company',
      targetId: current.id,
      before: { accountManagerId: current.accountManagerId },
      after: { accountManagerId: input.managerId },
      details: { name: current.name },
    });
    return row;
  });
}
