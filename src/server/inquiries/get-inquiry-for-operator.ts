import { eq } from 'drizzle-orm';
import type { AdminInquiryDetail } from '@/contracts/inquiries';
import type { Lang } from '@/contracts/site';
import { chinaDay } from '@/lib/china-date';
import { now } from '../clock';
import { companies, inquiries, users } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { buyerColumns, toBuyer } from './inquiry-buyer';
import { isOverdue, toDetail } from './inquiry-views';

/** Any inquiry, for the operators (attachments link to the operator download path). */
export async function getInquiryForOperator(db: Db, input: { inquiryId: number; lang: Lang }): Promise<AdminInquiryDetail> {
  const [row] = await db
    .select({ inquiry: inquiries, buyer: buyerColumns })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.userId))
    .innerJoin(companies, eq(companies.id, inquiries.companyId))
    .where(eq(inquiries.id, input.inquiryId));
  if (!row) throw new DomainError('notFound', 'inquiryNotFound');
  const at = now();
  const detail = await toDetail(db, row.inquiry, { lang: input.lang, today: chinaDay(at), sender: row.buyer, audience: 'operator' });
  return { ...detail, buyer: toBuyer(row.buyer), overdue: isOverdue(row.inquiry, at) };
}
