import { and, eq } from 'drizzle-orm';
import type { InquiryDetail } from '@/contracts/inquiries';
import type { Lang } from '@/contracts/site';
import { chinaDay } from '@/lib/china-date';
import { now } from '../clock';
import { inquiries } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { toDetail } from './inquiry-views';

/** One of the buyer's own inquiries; anyone else's reads exactly like one that does not exist. */
export async function getInquiry(
  db: Db,
  input: { userId: number; inquiryId: number; lang: Lang },
): Promise<InquiryDetail> {
  const [row] = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.id, input.inquiryId), eq(inquiries.userId, input.userId)));
  if (!row) throw new DomainError('notFound', 'inquiryNotFound');
  return toDetail(db, row, { lang: input.lang, today: chinaDay(now()) });
}
