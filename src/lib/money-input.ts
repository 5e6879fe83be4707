/*
 * Prices typed by buyers, in currency units ("12.5", "1,234.56", "1.234,56", "12,5"), turned into
 * the minor units (cents) the API takes — with integers only, so 0.1 + 0.2 never becomes 0.30000000000000004
 * cents. Every currency we sell in has two minor digits.
 */
const MINOR_DIGITS = 2;
const SPACES = /[\s\u00A0\u2007\u202F']/g;

export type MoneyInput =
  { ok: true; minor: number | null } | { ok: false; reason: 'format' | 'decimals' | 'tooLarge' };

/** Which of "." and "," separates the decimals, or null for a whole number. */
function decimalSeparator(text: string): '.' | ',' | null {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) return lastDot > lastComma ? '.' : ',';
  const sep = lastDot !== -1 ? '.' : lastComma !== -1 ? ',' : null;
  if (!sep) return null;
  const parts = text.split(sep);
  // "1,234" or "1.234.567": groups of three after the first → thousands, not decimals.
  const grouped =
    parts.length > 1 && parts.slice(1).every((p) => p.length === 3) && /^\d{1,3}$/.test(parts[0] ?? '');
  if (parts.length > 2) return grouped ? null : sep;
  return grouped && sep === ',' ? null : sep;
}

/**
 * "" → no price (null); otherwise a non-negative amount with at most two decimals, at most `max`
 * minor units. Grouping separators are accepted where they group thousands.
 */
export function parseMoneyInput(raw: string, max: number): MoneyInput {
  const text = raw.replace(SPACES, '');
  if (text === '') return { ok: true, minor: null };
  if (!/^\d[\d.,]*$|^[.,]\d+$/.test(text)) return { ok: false, reason: 'format' };
  const sep = decimalSeparator(text);
  const group = sep === '.' ? ',' : sep === ',' ? '.' : /[.,]/;
  const [whole = '', fraction = '', ...rest] = sep ? text.split(sep) : [text];
  if (rest.length > 0) return { ok: false, reason: 'format' };
  if (sep && fraction === '') return { ok: false, reason: 'format' };
  const wholeGroups = whole.split(group);
  if (wholeGroups.length > 1 && !wholeGroups.slice(1).every((g) => /^\d{3}$/.test(g)))
    return { ok: false, reason: 'format' };
  const digits = wholeGroups.join('');
  if (!/^\d*$/.test(digits) || !/^\d*$/.test(fraction)) return { ok: false, reason: 'format' };
  if (fraction.length > MINOR_DIGITS) return { ok: false, reason: 'decimals' };
  const minorText = `${digits || '0'}${fraction.padEnd(MINOR_DIGITS, '0')}`.replace(/^0+(?=\d)/, '');
  // Compare as text first: a 30-digit entry must not round through a float into range.
  if (minorText.length > String(max).length) return { ok: false, reason: 'tooLarge' };
  const minor = Number(minorText);
  if (minor > max) return { ok: false, reason: 'tooLarge' };
  return { ok: true, minor };
}

/** Minor units back into the text a field shows: 1250 → "12.50", null → "". */
export function minorToInput(minor: number | null): string {
  if (minor === null) return '';
  const text = String(minor).padStart(MINOR_DIGITS + 1, '0');
  return `${text.slice(0, -MINOR_DIGITS)}.${text.slice(-MINOR_DIGITS)}`;
}
