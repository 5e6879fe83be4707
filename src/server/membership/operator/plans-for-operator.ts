import { asc, eq } from 'drizzle-orm';
import type { AdminPlan, PlanUpdateBody } from '@/contracts/admin-membership';
import { recordAudit, type AuditActor } from '../../audit/record-audit';
import { membershipPlans, type MembershipPlanRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import { planEntitlementView } from '../plan-view';

export function toAdminPlan(row: MembershipPlanRow): AdminPlan {
  return {
    id: row.id,
    level: row.level,
    title: row.title,
    price_fen: row.priceFen,
    duration_days: row.durationDays,
    memo_data: row.memoData,
    memo_cooperation: row.memoCooperation,
    memo_expiration: row.memoExpiration,
    memo_per_day: row.memoPerDay,
    memo_account: row.memoAccount,
    is_invoice: row.isInvoice === 1 ? 1 : 0,
    per_day_limit: row.perDayLimit,
    account_limit: row.accountLimit,
    ...planEntitlementView(row),
    sort_order: row.sortOrder,
    active: row.active === 1,
  };
}

/** GET /api/admin/plans: every plan, on sale or withdrawn, both languages, in the dialog's order. */
export async function listPlansForOperator(db: Db): Promise<AdminPlan[]> {
  const rows = await db.select().from(membershipPlans).orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id));
  return rows.map(toAdminPlan);
}

/** What changed, field by field (both sides), for the audit row. */
function changes(before: AdminPlan, after: AdminPlan): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof AdminPlan)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

/**
 * PUT /api/admin/plans/{id}: texts (zh/en), price, duration, allowances, entitlements, invoice flag,
 * order, on sale.
 * Orders already created keep their amount (it is on the order); new orders and the upgrade dialog
 * read the new plan. The level is not editable: memberships and orders point at it.
 */
export async function updatePlan(db: Db, input: AuditActor & { planId: number; plan: PlanUpdateBody }): Promise<AdminPlan> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, input.planId)).for('update');
    if (!row) throw new DomainError('notFound', 'planNotFound');
    const p = input.plan;
    const [updated] = await tx
      .update(membershipPlans)
      .set({
        title: p.title,
        priceFen: p.price_fen,
        durationDays: p.duration_days,
        memoData: p.memo_data,
        memoCooperation: p.memo_cooperation,
        memoExpiration: p.memo_expiration,
        memoPerDay: p.memo_per_day,
        memoAccount: p.memo_account,
        isInvoice: p.is_invoice,
        perDayLimit: p.per_day_limit,
        accountLimit: p.account_limit,
        memberData: p.member_data ? 1 : 0,
        fitmentExport: p.fitment_export ? 1 : 0,
        priceHistory: p.price_history ? 1 : 0,
        accountManager: p.account_manager ? 1 : 0,
        renewalReminders: p.renewal_reminders ? 1 : 0,
        apiAccess: p.api_access ? 1 : 0,
        quickInquiryLines: p.quick_inquiry_lines,
        answerHours: p.answer_hours,
        sortOrder: p.sort_order,
        active: p.active ? 1 : 0,
      })
      .where(eq(membershipPlans.id, row.id))
      .returning();
    if (!updated) throw new DomainError('notFound', 'planNotFound');
    const diff = changes(toAdminPlan(row), toAdminPlan(updated));
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      ip: input.ip,
      action: 'plan.update',
      targetType: 'plan',
      targetId: row.id,
      before: diff.before,
      after: diff.after,
      details: { level: row.level },
    });
    return toAdminPlan(updated);
  });
}
