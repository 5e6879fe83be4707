import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AdminInquirySummary, InquiryState } from '@/contracts/inquiries';
import type { Lang } from '@/contracts/site';
import { chinaDay } from '@/lib/china-date';
import { now } from '../clock';
import { companies, inquiries, users } from '../db/schema';
import type { Db } from '../db/types';
import { buyerColumns, toBuyer } from './inquiry-buyer';
import { stateCondition } from './inquiry-state';
import { lineAggregates, toSummary } from './inquiry-views';

/** Every buyer's inquiries for the operators, newest (or oldest) first, optionally in one state or of one buyer. */
export async function listInquiriesForOperator(
  db: Db,
  input: { state?: InquiryState; userId?: number; sort?: 'newest' | 'oldest'; page: number; pageSize: number; lang: Lang },
): Promise<{ items: AdminInquirySummary[]; total: number; page: number; pageSize: number; pageCount: number }> {
  const today = chinaDay(now());
  const where = and(
    input.state === undefined ? undefined : stateCondition(input.state, today),
    input.userId === undefined ? undefined : eq(inquiries.userId, input.userId),
  );
  const order = input.sort === 'oldest' ? [asc(inquiries.createdAt), asc(inquiries.id)] : [desc(inquiries.createdAt), desc(inquiries.id)];
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
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.ceil(total / input.pageSize),
  };
}
