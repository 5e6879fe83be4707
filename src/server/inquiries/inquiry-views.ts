import { asc, eq, inArray, sql } from 'drizzle-orm';
import { INQUIRY_STATE, type InquiryDetail, type InquirySender, type InquirySummary } from '@/contracts/inquiries';
import type { Lang } from '@/contracts/site';
import { partImageUrl } from '@/lib/part-image-url';
import { localizedTitle, PLACEHOLDER_IMAGE_KEY } from '../catalog/to-product-card';
import { inquiryAttachments, inquiryLines, products, type InquiryRow } from '../db/schema';
import type { Db } from '../db/types';
import { canAccept, canClose, effectiveState } from './inquiry-state';

/** Still waiting for a quote at `at` and past the answer deadline the plan promised. */
export function isOverdue(row: Pick<InquiryRow, 'state' | 'answerDueAt'>, at: Date): boolean {
  return row.state === INQUIRY_STATE.SUBMITTED && row.answerDueAt.getTime() < at.getTime();
}

/** Where a buyer downloads an attachment of theirs; operators use their own path. */
export const attachmentUrl = (id: number, audience: 'buyer' | 'operator' = 'buyer') =>
  audience === 'buyer' ? `/api/inquiry/attachments/${id}` : `/api/admin/inquiry-attachments/${id}`;

type LineAggregate = { lineCount: number; quotedTotal: number | null; headline: string };

const HEADLINE_LINES = 3;

/** "BP-1000 Ceramic Brake Pad; BP-1001 … +4": the first lines, for tables and notices. */
export function headlineOf(first: readonly { partNumber: string; title: string }[], lineCount: number): string {
  const shown = first.slice(0, HEADLINE_LINES).map((l) => `${l.partNumber} ${l.title}`.trim());
  const more = lineCount - shown.length;
  return shown.join('; ') + (more > 0 ? ` +${more}` : '');
}

/** Line count, quoted total and a short "part number title; …" headline per inquiry, one query. */
export async function lineAggregates(db: Db, inquiryIds: number[], lang: Lang): Promise<Map<number, LineAggregate>> {
  const found = new Map<number, LineAggregate>();
  if (inquiryIds.length === 0) return found;
  const rows = await db
    .select({
      inquiryId: inquiryLines.inquiryId,
      lineCount: sql<number>`count(*)::int`,
      // Integer overflow is impossible: price × quantity is summed as numeric, read as text.
      quotedTotal: sql<string | null>`(sum(${inquiryLines.quotedUnitPrice}::numeric * ${inquiryLines.quantity}))::text`,
      parts: sql<string[]>`(array_agg(${inquiryLines.partNumber} ORDER BY ${inquiryLines.lineNo}))[1:${sql.raw(String(HEADLINE_LINES))}]`,
      titlesZh: sql<string[]>`(array_agg(${inquiryLines.titleZh} ORDER BY ${inquiryLines.lineNo}))[1:${sql.raw(String(HEADLINE_LINES))}]`,
      titlesEn: sql<string[]>`(array_agg(${inquiryLines.titleEn} ORDER BY ${inquiryLines.lineNo}))[1:${sql.raw(String(HEADLINE_LINES))}]`,
    })
    .from(inquiryLines)
    .where(inArray(inquiryLines.inquiryId, inquiryIds))
    .groupBy(inquiryLines.inquiryId);
  for (const row of rows) {
    const first = (row.parts ?? []).map((partNumber, i) => ({
      partNumber,
      title: localizedTitle({ titleZh: row.titlesZh?.[i] ?? '', titleEn: row.titlesEn?.[i] ?? '' }, lang),
    }));
    found.set(row.inquiryId, {
      lineCount: Number(row.lineCount),
      quotedTotal: row.quotedTotal === null ? null : Number(row.quotedTotal),
      headline: headlineOf(first, Number(row.lineCount)),
    });
  }
  return found;
}

export function toSummary(
  row: InquiryRow,
  aggregate: LineAggregate | undefined,
  today: string,
  sender: InquirySender,
): InquirySummary {
  const quoted = row.quotedAt !== null;
  return {
    id: row.id,
    reference: row.reference,
    state: effectiveState(row, today),
    currency: row.currency,
    lineCount: aggregate?.lineCount ?? 0,
    headline: aggregate?.headline ?? '',
    quotedTotal: quoted ? (aggregate?.quotedTotal ?? null) : null,
    quoteValidUntil: row.quoteValidUntil,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    answerDueAt: row.answerDueAt.toISOString(),
    sender: { id: sender.id, name: sender.name },
  };
}

/** The whole inquiry: lines (titles in `lang`, line totals), attachments, quote and what the buyer may do. */
export async function toDetail(
  db: Db,
  row: InquiryRow,
  context: { lang: Lang; today: string; sender: InquirySender; audience?: 'buyer' | 'operator' },
): Promise<InquiryDetail> {
  const [lines, attachments] = await Promise.all([
    db
      .select({ line: inquiryLines, images: products.images })
      .from(inquiryLines)
      .leftJoin(products, eq(products.id, inquiryLines.productId))
      .where(eq(inquiryLines.inquiryId, row.id))
      .orderBy(asc(inquiryLines.lineNo)),
    db
      .select()
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryId, row.id))
      .orderBy(asc(inquiryAttachments.id)),
  ]);
  const quoted = row.quotedAt !== null;
  const lineViews = lines.map(({ line, images }) => ({
    lineNo: line.lineNo,
    skuCode: line.skuCode,
    title: localizedTitle(line, context.lang),
    brand: line.brand,
    partNumber: line.partNumber,
    image: partImageUrl(images?.[0] ?? PLACEHOLDER_IMAGE_KEY),
    unit: line.unit,
    moq: line.moq,
    quantity: line.quantity,
    listUnitPrice: line.listUnitPrice,
    targetUnitPrice: line.targetUnitPrice,
    neededBy: line.neededBy,
    note: line.note,
    quotedUnitPrice: quoted ? line.quotedUnitPrice : null,
    quotedLineTotal: quoted && line.quotedUnitPrice !== null ? line.quotedUnitPrice * line.quantity : null,
  }));
  const state = effectiveState(row, context.today);
  return {
    ...toSummary(
      row,
      {
        lineCount: lineViews.length,
        headline: headlineOf(lineViews, lineViews.length),
        quotedTotal: quoted ? lineViews.reduce((sum, l) => sum + (l.quotedLineTotal ?? 0), 0) : null,
      },
      context.today,
      context.sender,
    ),
    message: row.message,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    lines: lineViews,
    attachments: attachments.map((a) => ({
      id: a.id,
      fileName: a.fileName,
      contentType: a.contentType,
      sizeBytes: a.sizeBytes,
      url: attachmentUrl(a.id, context.audience),
    })),
    quoteMessage: row.quoteMessage,
    quotedAt: row.quotedAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: (row.closedBy as 'buyer' | 'operator' | null) ?? null,
    canAccept: canAccept(state),
    canClose: canClose(state),
  };
}
