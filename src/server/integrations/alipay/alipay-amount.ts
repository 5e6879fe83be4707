/**
 * Alipay carries money as a decimal yuan string ("0.01", "199.00"). We keep integer fen and never let a
 * float touch either direction: yuan → fen parses the digits, fen → yuan formats them.
 */

/** Alipay's range for total_amount is [0.01, 100000000] yuan; the pattern allows up to 9 integer digits. */
const YUAN = /^(0|[1-9]\d{0,8})(?:\.(\d{1,2}))?$/;

/** "199.00" → 19900, "0.01" → 1, "5" → 500. Anything else ("1e3", "-1", " 1", "1.005", "01") → null. */
export function yuanToFen(text: string): number | null {
  const match = YUAN.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}

/** 19900 → "199.00", 1 → "0.01". Integers of fen only. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0)
    throw new RangeError(`amount in fen must be a non-negative integer, got ${fen}`);
  const yuan = Math.floor(fen / 100);
  const cents = fen % 100;
  return `${yuan}.${String(cents).padStart(2, '0')}`;
}
