import { INQUIRY_LIMITS } from '@/contracts/inquiries';
import type { MessageKey, MessageParams } from '../domain-error';

/**
 * One line of a parts list: the part number as written and the quantity asked for. `alternative` is
 * a second reading of a space-separated line whose last word is a number (part numbers contain
 * spaces: "0 986 494 123" may be one number, or "0 986 494" × 123). The matcher tries `part` first.
 */
export type PartsListRow = {
  lineNo: number;
  input: string;
  part: string;
  quantity: Quantity;
  alternative?: string;
};

/** null: not given (the product's minimum order is used). */
export type Quantity = number | null | { problem: MessageKey; params: MessageParams };

const QUANTITY = /^\+?(\d{1,9})(?:\.0+)?\s*(?:[a-z\u4e00-\u9fff]{1,6})?$/iu;
const NUMBER_LIKE = /^[+-]?\d+(?:[.,]\d+)?\s*(?:[a-z\u4e00-\u9fff]{1,6})?$/iu;
const HEADER_WORDS =
  /^(?:part|parts|sku|oe|item|no\.?|number|p\/n|pn|qty|quantity|零件|配件|编号|料号|型号|物料|货号|品号|oe号|零件号|数量)/iu;

/** "12", "12 pcs", "12件" → 12; "0", "-3", "1.5", "abc" → a problem to report. */
export function parseQuantity(raw: string | number | null | undefined): Quantity {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number') {
    if (Number.isInteger(raw) && raw >= 1 && raw <= INQUIRY_LIMITS.maxQuantity) return raw;
    return { problem: 'quantityInvalid', params: { value: String(raw).slice(0, 20), max: INQUIRY_LIMITS.maxQuantity } };
  }
  const text = raw.trim();
  if (text === '') return null;
  const match = QUANTITY.exec(text);
  const value = match ? Number(match[1]) : NaN;
  if (Number.isInteger(value) && value >= 1 && value <= INQUIRY_LIMITS.maxQuantity) return value;
  return { problem: 'quantityInvalid', params: { value: text.slice(0, 20), max: INQUIRY_LIMITS.maxQuantity } };
}

/**
 * A pasted list: one part per line. Columns are split on the first of tab, semicolon or comma found;
 * a line with none of them is split on spaces, the last word being the quantity when it is a number.
 * Blank lines are skipped; line numbers count every line of the text.
 */
export function rowsFromText(text: string): PartsListRow[] {
  const rows: PartsListRow[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const lineNo = index + 1;
    const separator = ['\t', ';', ','].find((s) => line.includes(s));
    if (separator) {
      const [part = '', quantity = ''] = line.split(separator).map((field) => field.trim());
      rows.push({ lineNo, input: line, part, quantity: parseQuantity(quantity) });
      return;
    }
    const words = line.split(/\s+/u);
    const last = words.at(-1) ?? '';
    if (words.length >= 2 && NUMBER_LIKE.test(last)) {
      rows.push({ lineNo, input: line, part: words.slice(0, -1).join(' '), quantity: parseQuantity(last), alternative: line });
      return;
    }
    rows.push({ lineNo, input: line, part: line, quantity: null });
  });
  return rows;
}

/** Spreadsheet rows (numbered as the sheet numbers them): column 1 the part number, column 2 the quantity. */
export function rowsFromCells(sheet: readonly { lineNo: number; cells: readonly (string | number | null)[] }[]): PartsListRow[] {
  const rows: PartsListRow[] = [];
  for (const { lineNo, cells } of sheet) {
    const part = String(cells[0] ?? '').trim();
    const quantityCell = cells[1] ?? null;
    const quantity = typeof quantityCell === 'string' ? quantityCell.trim() : quantityCell;
    if (part === '' && (quantity === null || quantity === '')) continue;
    const input = [part, quantity ?? ''].filter((v) => v !== '').join('\t');
    rows.push({ lineNo, input, part, quantity: parseQuantity(quantity) });
  }
  return rows;
}

/**
 * Drops the first row when it is a header: no digits in its first column, and either words in the
 * quantity column ("Qty", "数量") or a heading word alone ("Part number", "零件号").
 */
export function withoutHeader(rows: PartsListRow[]): PartsListRow[] {
  const [first, ...rest] = rows;
  if (!first || /\d/u.test(first.part)) return rows;
  const quantityIsWords =
    first.quantity !== null && typeof first.quantity === 'object' && !NUMBER_LIKE.test(String(first.quantity.params.value));
  const headingOnly = first.quantity === null && HEADER_WORDS.test(first.part);
  return quantityIsWords || headingOnly ? rest : rows;
}
