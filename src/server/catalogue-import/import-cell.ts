/** What makes a spreadsheet program read a cell as a formula when it comes first (neutralize-cell.ts). */
const FORMULA_START = /^[=+\-@\t\r\0\uFF1D\uFF0B\uFF0D\uFF20]/u;
/** Starts a formula whatever follows; `+ - @` alone also start plain values ("-40 °C", "+12 V"). */
const SURELY_FORMULA = /^[=\uFF1D]/u;

/**
 * A cell's text as the product's value, or `formula` (ADR 0050). A cell beginning with `=` is refused,
 * never evaluated and never stored: no product field starts so, and stored it would become a formula in
 * the next spreadsheet that opens an export. `'` before a formula character is the escape our exports
 * write (neutralize-cell.ts), so it is dropped and the rest taken as literal text; `+ - @` are literal.
 */
export function importCellText(raw: string): string | 'formula' {
  if (raw.startsWith("'") && FORMULA_START.test(raw.slice(1))) return raw.slice(1);
  if (SURELY_FORMULA.test(raw.trimStart())) return 'formula';
  return raw;
}
