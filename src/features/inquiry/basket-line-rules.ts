import { basketLineBodySchema, INQUIRY_LIMITS } from '@/contracts/inquiries';
import { parseMoneyInput } from '@/lib/money-input';

/*
 * The basket line's client checks: the text a field holds read into the value the API takes, checked
 * with the API's own schema (basketLineBodySchema: quantity 1–1,000,000, a calendar date), plus what
 * only this screen knows (the product's MOQ, China's today, the message keys). The server still decides.
 */
const api = basketLineBodySchema.shape;
export type LineProblem =
  | { key: 'quantityInvalid'; value: string }
  | { key: 'belowMoq'; quantity: number }
  | { key: 'priceFormat' | 'priceDecimals' | 'priceTooLarge' }
  | { key: 'neededByPast' }
  | { key: 'tooLong' };

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: LineProblem };

export function checkQuantity(text: string, moq: number): Checked<number> {
  const v = text.trim();
  // Digits only: Number() would also read "1e3", "0x10" or " ".
  const value = /^\d+$/.test(v) ? Number(v) : Number.NaN;
  if (!api.quantity.safeParse(value).success) {
    return { ok: false, problem: { key: 'quantityInvalid', value: v } };
  }
  if (value < moq) return { ok: false, problem: { key: 'belowMoq', quantity: value } };
  return { ok: true, value };
}

export function checkTargetPrice(text: string): Checked<number | null> {
  const parsed = parseMoneyInput(text, INQUIRY_LIMITS.maxUnitPrice);
  if (parsed.ok) return { ok: true, value: parsed.minor };
  const key =
    parsed.reason === 'format'
      ? 'priceFormat'
      : parsed.reason === 'decimals'
        ? 'priceDecimals'
        : 'priceTooLarge';
  return { ok: false, problem: { key } };
}

/** "" = no date. The date input gives "YYYY-MM-DD", which compares as text. */
export function checkNeededBy(text: string, today: string): Checked<string | null> {
  if (text === '') return { ok: true, value: null };
  if (!api.neededBy.safeParse(text).success) return { ok: false, problem: { key: 'neededByPast' } };
  return text < today ? { ok: false, problem: { key: 'neededByPast' } } : { ok: true, value: text };
}

export function checkNote(text: string): Checked<string> {
  return [...text].length > INQUIRY_LIMITS.noteMax
    ? { ok: false, problem: { key: 'tooLong' } }
    : { ok: true, value: text };
}
