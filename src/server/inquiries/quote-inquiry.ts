import { and, eq, sql } from 'drizzle-orm';
import {
  INQUIRY_STATE,
  quotePricesSchema,
  type QuotePriceIssueParams,
  type quoteInquiryBodySchema,
} from '@/contracts/inquiries';
import type { Lang } from '@/contracts/site';
import type { z } from 'zod';
import { chinaDay } from '@/lib/china-date';
import { now } from '../clock';
import { inquiries, inquiryLines } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError, type FieldProblem } from '../domain-error';
import { enqueueSms } from '../notifications/enqueue-sms';
import { inquiryQuoted } from '../webhooks/webhook-events';
import { recordAudit } from '../audit/record-audit';
import { stateLabel } from './inquiry-labels';
import { canQuote, effectiveState } from './inquiry-state';
import { lockInquiries } from './lock-inquiry';

export type QuoteBody = z.output<typeof quoteInquiryBodySchema>;

/**
 * An operator prices an inquiry: one unit price above 0 for every line (a missing, zero or negative
 * one is refused with a message naming the line and its part: quotePricesSchema), a validity day
 * (today or later, China time) and a message. Allowed while submitted, quoted or expired; a re-quote
 * replaces the previous prices, and the audit log keeps both. The buyer gets an SMS (in the inquiry's
 * language) through the outbox, in the same transaction.
 */
export async function quoteInquiry(
  db: Db,
  input: { operatorId: number; inquiryId: number; lang: Lang; body: QuoteBody; ip?: string | null },
): Promise<void> {
  const { body } = input;
  const at = now();
  const today = chinaDay(at);
  if (body.validUntil < today) throw DomainError.field('validUntil', 'quoteValidUntilPast', { today });

  await db.transaction(async (tx) => {
    const [row] = await lockInquiries(tx, [input.inquiryId], null);
    if (!row) throw new DomainError('notFound', 'inquiryNotFound');
    const state = effectiveState(row, today);
    if (!canQuote(state)) {
      throw new DomainError('conflict', 'inquiryNotQuotable', { reference: row.reference, state: stateLabel(input.lang, state) });
    }
    const stored = await tx
      .select({ lineNo: inquiryLines.lineNo, partNumber: inquiryLines.partNumber })
      .from(inquiryLines)
      .where(eq(inquiryLines.inquiryId, row.id));
    const lineNos = stored.map((l) => l.lineNo);
    const given = body.lines.map((l) => l.lineNo);
    const exact = given.length === lineNos.length && new Set(given).size === given.length && given.every((n) => lineNos.includes(n));
    if (!exact) {
      throw DomainError.field('lines', 'quoteLinesMismatch', { lines: lineNos.sort((a, b) => a - b).join(', ') });
    }
    const prices = quotePricesSchema(stored).safeParse(body.lines);
    if (!prices.success) throw DomainError.fields(prices.error.issues.map(priceProblem));
    const price = sql.join(
      body.lines.map((l) => sql`WHEN ${l.lineNo}::int THEN ${l.unitPrice}::int`),
      sql` `,
    );
    await tx
      .update(inquiryLines)
      .set({ quotedUnitPrice: sql`CASE ${inquiryLines.lineNo} ${price} END` })
      .where(eq(inquiryLines.inquiryId, row.id));
    await tx
      .update(inquiries)
      .set({
        state: INQUIRY_STATE.QUOTED,
        quoteMessage: body.message,
        quoteValidUntil: body.validUntil,
        quotedAt: at,
        quotedBy: input.operatorId,
        updatedAt: at,
      })
      .where(and(eq(inquiries.id, row.id)));
    await recordAudit(tx, {
      actorUserId: input.operatorId,
      ip: input.ip,
      action: 'inquiry.quote',
      targetUserId: row.userId,
      targetType: 'inquiry',
      targetId: row.reference,
      before: { state, quoteValidUntil: row.quoteValidUntil },
      after: { state: INQUIRY_STATE.QUOTED, quoteValidUntil: body.validUntil, lines: body.lines },
      details: { message: body.message },
    });
    await inquiryQuoted(tx, row, body, at);
    await enqueueSms(tx, {
      mobile: row.contactMobile,
      template: 'inquiryQuoted',
      params: { reference: row.reference },
      lang: row.lang === 'en' ? 'en' : 'zh',
    });
  });
}

/** A `quotePricesSchema` issue as the field problem the API translates (path lines.<index>.unitPrice). */
function priceProblem(issue: { path: PropertyKey[]; params?: unknown }): FieldProblem {
  const { apiKey, ...params } = issue.params as QuotePriceIssueParams;
  return { path: ['lines', ...issue.path.map(String)].join('.'), key: apiKey, params };
}
