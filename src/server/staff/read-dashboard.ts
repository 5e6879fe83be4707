import { count, eq, inArray } from 'drizzle-orm';
import type { Dashboard } from '@/contracts/staff';
import { INQUIRY_STATE } from '@/contracts/inquiry-states';
import { inquiries, outbox, users } from '../db/schema';
import type { Db } from '../db/types';

/**
 * GET /api/admin/dashboard: what waits for the operators. Open inquiries are those still to be
 * answered (submitted); today's orders and revenue join when the membership orders land.
 */
export async function readDashboard(db: Db): Promise<Dashboard> {
  const [[pending], [open], [failed]] = await Promise.all([
    db.select({ n: count() }).from(users).where(eq(users.status, 'pending')),
    db.select({ n: count() }).from(inquiries).where(inArray(inquiries.state, [INQUIRY_STATE.SUBMITTED])),
    db.select({ n: count() }).from(outbox).where(eq(outbox.status, 'dead')),
  ]);
  return { pendingApplicants: pending?.n ?? 0, openInquiries: open?.n ?? 0, failedMessages: failed?.n ?? 0 };
}
