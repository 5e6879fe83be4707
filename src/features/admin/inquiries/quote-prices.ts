import { quotePricesSchema, type QuoteLineFacts, type QuotePriceIssueParams } from '@/contracts/inquiries';
import { minorToInput, parseMoneyInput } from '@/lib/money-input';

/** A price field's text as the quote rule reads it: minor units, null when empty, NaN when not an amount ("-3", "abc"). */
export function priceFromText(text: string | undefined): number | null {
  const parsed = parseMoneyInput(text ?? '', Number.MAX_SAFE_INTEGER);
  return parsed.ok ? parsed.minor : Number.NaN;
}

/** Minor units → the field's text ("12.50"). */
export const priceToText = minorToInput;

export type QuotePriceProblem = Omit<QuotePriceIssueParams, 'apiKey'> & { key: QuotePriceIssueParams['apiKey'] };

/**
 * The editor's check, with the server's own schema (quotePricesSchema): each line's problem by
 * line number, and the total in minor units when every line is priced (null otherwise).
 */
export function checkQuotePrices(
  lines: readonly (QuoteLineFacts & { quantity: number })[],
  texts: Readonly<Record<string, string | undefined>>,
): { problems: Map<number, QuotePriceProblem>; total: number | null } {
  const priced = lines.map((l) => ({ lineNo: l.lineNo, unitPrice: priceFromText(texts[String(l.lineNo)]) }));
  const problems = new Map<number, QuotePriceProblem>();
  const result = quotePricesSchema(lines).safeParse(priced);
  for (const issue of result.success ? [] : result.error.issues) {
    const { apiKey, ...params } = (issue as { params?: QuotePriceIssueParams }).params!;
    problems.set(params.line, { key: apiKey, ...params });
  }
  const total = problems.size
    ? null
    : lines.reduce((sum, l, i) => sum + (priced[i]!.unitPrice ?? 0) * l.quantity, 0);
  return { problems, total };
}
