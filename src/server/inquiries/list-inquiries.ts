import { count, desc, eq } from 'drizzle-orm';
import type { InquirySummary } from '@/contracts/inquiries';
import type { Lang } from '@/contracts/site';
import { chinaDay } from '@/lib/china-date';
import { now } from '../clock';
import { inquiries, users } from '../db/schema';
import type { Db } from '../db/types';
import { inquiryConditions, type InquiryFilters } from './inquiry-filters';
import type { InquiryViewer } from './inquiry-viewer';
import { lineAggregates, toSummary } from './inquiry-views';

export type InquiryPage = { items: InquirySummary[]; total: number; page: number; pageSize: number; pageCount: number };

/**
 * The inquiries the viewer may see (the owner: the company's, each with who sent it; a colleague:
 * their own), newest first, filtered (see InquiryFilters), one page.
 */
export async function listInquiries(
  db: Db,
  input: InquiryFilters & { viewer: InquiryViewer; lang: Lang; page: number; pageSize: number },
): Promise<InquiryPage> {
  const today = chinaDay(now());
  const empty = { items: [], total: 0, page: input.page, pageSize: input.pageSize, pageCount: 0 };
  const where = await inquiryConditions(db, input.viewer, input, today);
  if (where === null) return empty;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ inquiry: inquiries, sender: { id: users.id, name: users.name } })
      .from(inquiries)
      .innerJoin(users, eq(users.id, inquiries.userId))
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(inquiries).where(where),
  ]);
  const total = totalRow?.n ?? 0;
  const aggregates = await lineAggregates(
    db,
    rows.map((r) => r.inquiry.id),
    input.lang,
  );
  return {
    items: rows.map(({ inquiry, sender }) => toSummary(inquiry, aggregates.get(inquiry.id), today, sender)),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.ceil(total / input.pageSize),
  };
}
