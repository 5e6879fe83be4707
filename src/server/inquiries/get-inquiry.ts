import { and, eq } from 'drizzle-orm';
import type { InquiryDetail } from '@/contracts/inquiries';
import type { Lang } from '@/contracts/site';
import { chinaDay } from '@/lib/china-date';
import { now } from '../clock';
import { inquiries, users } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { viewerScope, type InquiryViewer } from './inquiry-viewer';
import { toDetail } from './inquiry-views';

/**
 * One inquiry the viewer may see (the owner: any of the company's; a colleague: their own), with who
 * sent it. Anything else reads exactly like one that does not exist.
 */
export async function getInquiry(
  db: Db,
  input: { viewer: InquiryViewer; inquiryId: number; lang: Lang },
): Promise<InquiryDetail> {
  const [row] = await db
    .select({ inquiry: inquiries, sender: { id: users.id, name: users.name } })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.userId))
    .where(and(eq(inquiries.id, input.inquiryId), viewerScope(input.viewer)));
  if (!row) throw new DomainError('notFound', 'inquiryNotFound');
  return toDetail(db, row.inquiry, { lang: input.lang, today: chinaDay(now()), sender: row.sender });
}
