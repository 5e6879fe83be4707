import { and, asc, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Lang } from '@/contracts/site';
import { chinaDay } from '@/lib/china-date';
import { localizedTitle } from '../catalog/to-product-card';
import { now } from '../clock';
import { inquiries, inquiryLines, type InquiryRow } from '../db/schema';
import type { Db } from '../db/types';
import { stateLabel, unitName } from './inquiry-labels';
import { effectiveState } from './inquiry-state';

/** One spreadsheet row: an inquiry line with its inquiry's reference, state and dates. Money in currency units. */
export type InquiryExportRow = {
  reference: string;
  state: string;
  createdAt: Date;
  quoteValidUntil: string;
  currency: string;
  lineNo: number;
  skuCode: string;
  partNumber: string;
  brand: string;
  title: string;
  unit: string;
  quantity: number;
  listUnitPrice: number;
  targetUnitPrice: number | null;
  quotedUnitPrice: number | null;
  quotedLineTotal: number | null;
  neededBy: string;
  note: string;
};

const BATCH = 200;
const units = (minor: number | null) => (minor === null ? null : minor / 100);

/**
 * Inquiries matching `where` (see inquiryConditions) as lines, newest inquiry first, at most
 * `maxRows` lines. Read in batches of inquiries (keyset on creation time and id), so memory stays
 * flat however many there are.
 */
export async function* inquiryExportRows(
  db: Db,
  input: { where: SQL | undefined; lang: Lang; maxRows: number },
): AsyncGenerator<InquiryExportRow> {
  const today = chinaDay(now());
  const { where } = input;
  let emitted = 0;
  let after: InquiryRow | undefined;
  while (emitted < input.maxRows) {
    const page: (SQL | undefined)[] = [where];
    if (after) {
      page.push(or(lt(inquiries.createdAt, after.createdAt), and(eq(inquiries.createdAt, after.createdAt), lt(inquiries.id, after.id))));
    }
    const batch = await db
      .select()
      .from(inquiries)
      .where(and(...page))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(BATCH);
    if (batch.length === 0) return;
    after = batch.at(-1);
    const byId = new Map(batch.map((row) => [row.id, row]));
    const lines = await db
      .select()
      .from(inquiryLines)
      .where(inArray(inquiryLines.inquiryId, [...byId.keys()]))
      .orderBy(asc(inquiryLines.lineNo));
    const linesOf = new Map<number, typeof lines>();
    for (const line of lines) linesOf.set(line.inquiryId, [...(linesOf.get(line.inquiryId) ?? []), line]);
    for (const inquiry of batch) {
      const quoted = inquiry.quotedAt !== null;
      for (const line of linesOf.get(inquiry.id) ?? []) {
        if (emitted >= input.maxRows) return;
        emitted += 1;
        const quotedPrice = quoted ? line.quotedUnitPrice : null;
        yield {
          reference: inquiry.reference,
          state: stateLabel(input.lang, effectiveState(inquiry, today)),
          createdAt: inquiry.createdAt,
          quoteValidUntil: inquiry.quoteValidUntil ?? '',
          currency: inquiry.currency,
          lineNo: line.lineNo,
          skuCode: line.skuCode,
          partNumber: line.partNumber,
          brand: line.brand,
          title: localizedTitle(line, input.lang),
          unit: unitName(input.lang, line.unit),
          quantity: line.quantity,
          listUnitPrice: units(line.listUnitPrice)!,
          targetUnitPrice: units(line.targetUnitPrice),
          quotedUnitPrice: units(quotedPrice),
          quotedLineTotal: quotedPrice === null ? null : units(quotedPrice * line.quantity),
          neededBy: line.neededBy ?? '',
          note: line.note,
        };
      }
    }
    if (batch.length < BATCH) return;
  }
}
