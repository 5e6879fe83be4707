import { INQUIRY_LIMITS } from '@/contracts/inquiry-states';
import { parseMoneyInput } from '@/lib/money-input';

/*
 * The basket line's client checks: the same rules, and the same message keys, as the server's
 * (quantity a whole number 1–1,000,000 and at least the MOQ; target price in minor units within the
 * limit; needed-by today or later in China time; note length). The server still decides.
 */
export type LineProblem =
  | { key: 'quantityInvalid'; value: string }
  | { key: 'belowMoq'; quantity: number }
  | { key: 'priceFormat' | 'priceDecimals' | 'priceTooLarge' }
  | { key: 'neededByPast' }
  | { key: 'tooLong' };

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: LineProblem };

export function checkQuantity(text: string, moq: number): Checked<number> {
  const v = text.trim();
  const value = Number(v);
  if (!/^\d+$/.test(v) || value < 1 || value > INQUIRY_LIMITS.maxQuantity) {
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
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return { ok: false, problem: { key: 'neededByPast' } };
  return text < today ? { ok: false, problem: { key: 'neededByPast' } } : { ok: true, value: text };
}

export function checkNote(text: string): Checked<string> {
  return [...text].length > INQUIRY_LIMITS.noteMax
    ? { ok: false, problem: { key: 'tooLong' } }
    : { ok: true, value: text };
}
