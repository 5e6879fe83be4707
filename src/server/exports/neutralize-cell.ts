/**
 * Characters that make a spreadsheet read a cell as a formula (or, for TAB and CR, shift it into
 * one) when they come first: ASCII = + - @, TAB, CR, NUL, and the full-width ＝ ＋ － ＠ that some
 * spreadsheet programs fold to ASCII. csv-stringify's own `escape_formulas` misses NUL and the
 * full-width forms, so every export goes through this instead.
 */
const FORMULA_START = /^[=+\-@\t\r\0\uFF1D\uFF0B\uFF0D\uFF20]/u;

/** A cell value that cannot start a formula: a leading `'` makes spreadsheets show the rest as text. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
