import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { INQUIRY_STATE, type AdminInquirySummary, type InquiryState } from '@/contracts/inquiries';
import type { Lang } from '@/contracts/site';
import { chinaDay } from '@/lib/china-date';
import { now } from '../clock';
import { companies, inquiries, users } from '../db/schema';
import type { Db } from '../db/types';
import { buyerColumns, toBuyer } from './inquiry-buyer';
import { stateCondition } from './inquiry-state';
import { isOverdue, lineAggregates, toSummary } from './inquiry-views';

type Sort = 'due' | 'newest' | 'oldest';

/**
 * The queue is worked by promise, not by age: inquiries still waiting for a quote come first, the
 * earliest answer deadline first (a member's shorter promise overtakes a free buyer's older inquiry);
 * answered ones follow, newest first.
 */
function orderOf(sort: Sort): SQL[] {
  if (sort === 'oldest') return [asc(inquiries.createdAt), asc(inquiries.id)];
  if (sort === 'newest') return [desc(inquiries.createdAt), desc(inquiries.id)];
  const waiting = sql`(${inquiries.state} = ${INQUIRY_STATE.SUBMITTED})`;
  return [
    desc(waiting),
    sql`case when ${waiting} then ${inquiries.answerDueAt} end asc`,
    desc(inquiries.createdAt),
    asc(inquiries.id),
  ];
}

/** Every buyer's inquiries for the operators (by answer deadline, or newest/oldest first), optionally in one state or of one buyer. */
export async function listInquiriesForOperator(
  db: Db,
  input: { state?: InquiryState; userId?: number; sort?: Sort; page: number; pageSize: number; lang: Lang },
): Promise<{ items: AdminInquirySummary[]; total: number; page: number; pageSize: number; pageCount: number }> {
  const at = now();
  const today = chinaDay(at);
  const where = and(
    input.state === undefined ? undefined : stateCondition(input.state, today),
    input.userId === undefined ? undefined : eq(inquiries.userId, input.userId),
  );
  const order = orderOf(input.sort ?? 'due');
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ inquiry: inquiries, buyer: buyerColumns })
      .from(inquiries)
      .innerJoin(users, eq(users.id, inquiries.userId))
      .innerJoin(companies, eq(companies.id, inquiries.companyId))
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(inquiries).where(where),
  ]);
  const aggregates = await lineAggregates(
    db,
    rows.map((r) => r.inquiry.id),
    input.lang,
  );
  const total = totalRow?.n ?? 0;
  return {
    items: rows.map(({ inquiry, buyer }) => ({
      ...toSummary(inquiry, aggregates.get(inquiry.id), today, buyer),
      buyer: toBuyer(buyer),
      overdue: isOverdue(inquiry, at),
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.ceil(total / input.pageSize),
  };
}
