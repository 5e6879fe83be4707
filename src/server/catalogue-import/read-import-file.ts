import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { DomainError } from '../domain-error';
import { loadExcel } from '../exports/xlsx-stream';
import { zipWithinLimits } from '../inquiries/zip-guard';

export type ImportFormat = 'csv' | 'xlsx';
/** One row as read: the spreadsheet's row number, its cells as text, and which cells held a formula. */
export type ReadRow = { rowNo: number; cells: string[]; formulas: number[] };
/**
 * A file being read: its header, and its data rows (empty rows left out) as they are read, so a whole
 * file's rows never sit in memory at once (ADR 0050, "Bounded memory"). `rows` can be iterated once;
 * `close` ends the reading early (a reader left waiting holds its parser's buffers).
 */
export type ImportFile = { format: ImportFormat; header: string[]; headerRowNo: number; rows: AsyncGenerator<ReadRow>; close: () => Promise<void> };

/** More rows than a 10 MB file of real products can hold: a file past it is refused, not truncated. */
export const MAX_IMPORT_ROWS = 200_000;
/** A 10 MB workbook of real products inflates to several times its size in sheet XML; a zip bomb goes far past. */
const XLSX_LIMITS = { maxEntries: 200, maxInflatedBytes: 256 * 1024 * 1024 };
/** Text handed to the CSV parser this many bytes at a time. */
const CSV_CHUNK = 64 * 1024;

const FORMAT_NAME: Record<ImportFormat, string> = { csv: 'CSV', xlsx: 'Excel (.xlsx)' };
const unreadable = (format: ImportFormat) => DomainError.field('body', 'importFileUnreadable', { format: FORMAT_NAME[format] });

/**
 * The type comes from the content, never the name or Content-Type: a ZIP is read as an .xlsx, text
 * (UTF-8, or GB18030 as Chinese Excel saves CSV) as CSV; anything else (NUL bytes: a PDF, an image,
 * a program) is refused. Reads up to the header row; the rest is read as `rows` is iterated.
 */
export async function openImportFile(bytes: Uint8Array): Promise<ImportFile> {
  const isZip = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (!isZip && bytes.includes(0)) throw new DomainError('unsupportedType', 'importFileType');
  const format: ImportFormat = isZip ? 'xlsx' : 'csv';
  if (isZip && !zipWithinLimits(bytes, XLSX_LIMITS)) throw unreadable(format);
  const all = readableAs(format, isZip ? xlsxRows(bytes) : csvRows(bytes));
  const close = async () => void (await all.return(undefined));
  for (;;) {
    const next = await all.next();
    if (next.done) throw DomainError.field('body', 'importFileEmpty');
    if (!isEmpty(next.value)) return { format, header: next.value.cells, headerRowNo: next.value.rowNo, rows: dataRows(all), close };
  }
}

const isEmpty = (row: ReadRow) => !row.cells.some((c) => c.trim() !== '');

/** The rows after the header, empty ones left out; a file with too many is refused when the one too many is read. */
async function* dataRows(all: AsyncGenerator<ReadRow>): AsyncGenerator<ReadRow> {
  let count = 0;
  for await (const row of all) {
    if (isEmpty(row)) continue;
    if (++count > MAX_IMPORT_ROWS) throw DomainError.field('body', 'importTooManyRows', { limit: MAX_IMPORT_ROWS });
    yield row;
  }
}

/** A parser's own error (a broken quote, a corrupt sheet) is the file being unreadable. */
async function* readableAs(format: ImportFormat, rows: AsyncGenerator<ReadRow>): AsyncGenerator<ReadRow> {
  try {
    yield* rows;
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw unreadable(format);
  }
}

/**
 * The separator of the header line (comma; semicolon as Excel writes CSV in some locales; tab). Only
 * one: list cells use `;` inside their values.
 */
function delimiterOf(header: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** The file's text a piece at a time (a character cut between two pieces is carried to the next). */
function* textChunks(bytes: Uint8Array, encoding: string): Generator<string> {
  const decoder = new TextDecoder(encoding);
  for (let at = 0; at < bytes.length; at += CSV_CHUNK) {
    yield decoder.decode(bytes.subarray(at, at + CSV_CHUNK), { stream: at + CSV_CHUNK < bytes.length });
  }
}

/** CSV records through csv-parse's streaming parser, UTF-8 or else GB18030 (neither uses byte 0x0A inside a character). */
async function* csvRows(bytes: Uint8Array): AsyncGenerator<ReadRow> {
  const encoding = isUtf8(bytes) ? 'utf-8' : 'gb18030';
  const firstLineEnd = bytes.indexOf(0x0a);
  const header = new TextDecoder(encoding).decode(bytes.subarray(0, firstLineEnd < 0 ? bytes.length : firstLineEnd)).replace(/\r$/, '');
  const parser = parse({ bom: true, delimiter: delimiterOf(header), relax_column_count: true, skip_empty_lines: false });
  const text = Readable.from(textChunks(bytes, encoding));
  text.pipe(parser);
  let rowNo = 0;
  try {
    // A CSV holds no formulas: a cell that reads like one is judged by its text (import-cell.ts).
    for await (const cells of parser as AsyncIterable<string[]>) yield { rowNo: ++rowNo, cells, formulas: [] };
  } finally {
    text.destroy();
    parser.destroy();
  }
}

type XlsxValue = unknown;

/** A cell's text as the sheet shows it; `formula` when the cell holds one (its cached result is not used). */
function xlsxCell(value: XlsxValue): { text: string; formula: boolean } {
  if (value === null || value === undefined) return { text: '', formula: false };
  if (typeof value === 'string') return { text: value, formula: false };
  if (typeof value === 'number' || typeof value === 'boolean') return { text: String(value), formula: false };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), formula: false };
  if (typeof value === 'object') {
    const v = value as { formula?: string; sharedFormula?: string; richText?: { text: string }[]; text?: unknown; error?: string };
    if (v.formula !== undefined || v.sharedFormula !== undefined) return { text: '', formula: true };
    if (Array.isArray(v.richText)) return { text: v.richText.map((r) => r.text).join(''), formula: false };
    if (typeof v.text === 'string') return { text: v.text, formula: false };
    if (v.error !== undefined) return { text: String(v.error), formula: false };
  }
  return { text: String(value), formula: false };
}

/** The first worksheet, streamed (exceljs' WorkbookReader): rows are read as the sheet XML inflates. */
async function* xlsxRows(bytes: Uint8Array): AsyncGenerator<ReadRow> {
  const { default: Excel } = await loadExcel();
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<{ number: number; values: XlsxValue[] }>) {
      const cells: string[] = [];
      const formulas: number[] = [];
      // exceljs' row.values is 1-based (index 0 unused).
      for (let i = 1; i < row.values.length; i++) {
        const cell = xlsxCell(row.values[i]);
        cells[i - 1] = cell.text;
        if (cell.formula) formulas.push(i - 1);
      }
      for (let i = 0; i < cells.length; i++) cells[i] ??= '';
      yield { rowNo: row.number, cells, formulas };
    }
    return; // the first sheet only (the template's second sheet explains the columns)
  }
}
