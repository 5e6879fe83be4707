import { and, count, eq, gte, inArray, lt, ne, sum } from 'drizzle-orm';
import type { Dashboard } from '@/contracts/staff';
import { INQUIRY_STATE } from '@/contracts/inquiry-states';
import { addDays, chinaDay, chinaDayStart } from '@/lib/china-date';
import { now } from '../clock';
import { inquiries, membershipOrders, outbox, users } from '../db/schema';
import type { Db } from '../db/types';

/**
 * GET /api/admin/dashboard: what waits for the operators (pending applicants, inquiries still to be
 * answered and those past their answer deadline, failed messages, late payments to refund) and today's paid membership orders and their
 * revenue, "today" being the China calendar day. Sandbox orders brought no money: they are counted
 * apart as test orders and never in the revenue (docs/decisions/0060).
 */
export async function readDashboard(db: Db): Promise<Dashboard> {
  const at = now();
  const today = chinaDay(at);
  const from = chinaDayStart(today);
  const to = chinaDayStart(addDays(today, 1));
  const paidToday = and(eq(membershipOrders.state, 'paid'), gte(membershipOrders.paidAt, from), lt(membershipOrders.paidAt, to));
  const [[pending], [open], [overdue], [failed], [paid], [tests], [refunds]] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.status, 'pending')),
    db.select({ n: count() }).from(inquiries).where(inArray(inquiries.state, [INQUIRY_STATE.SUBMITTED])),
    db
      .select({ n: count() })
      .from(inquiries)
      .where(and(eq(inquiries.state, INQUIRY_STATE.SUBMITTED), lt(inquiries.answerDueAt, at))),
    db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'dead')),
    db
      .select({ n: count(), fen: sum(membershipOrders.amountFen) })
      .from(membershipOrders)
      .where(and(paidToday, ne(membershipOrders.provider, 'sandbox'))),
    db.select({ n: count() }).from(membershipOrders).where(and(paidToday, eq(membershipOrders.provider, 'sandbox'))),
    db.select({ n: count() }).from(membershipOrders).where(eq(membershipOrders.refundState, 'required')),
  ]);
  return {
    pendingApplicants: pending?.n ?? 0,
    openInquiries: open?.n ?? 0,
    overdueInquiries: overdue?.n ?? 0,
    failedMessages: failed?.n ?? 0,
    todayOrders: paid?.n ?? 0,
    todayRevenueFen: Number(paid?.fen ?? 0),
    todayTestOrders: tests?.n ?? 0,
    refundsRequired: refunds?.n ?? 0,
  };
}
