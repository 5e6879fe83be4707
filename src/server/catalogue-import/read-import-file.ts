import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { DomainError } from '../domain-error';
import { loadExcel } from '../exports/xlsx-stream';
import { zipWithinLimits } from '../inquiries/zip-guard';

export type ImportFormat = 'csv' | 'xlsx';
/** One row as read: the spreadsheet's row number, its cells as text, and which cells held a formula. */
export type ReadRow = { rowNo: number; cells: string[]; formulas: number[] };
export type ReadFile = { format: ImportFormat; header: string[]; headerRowNo: number; rows: ReadRow[] };

/** More rows than a 10 MB file of real products can hold: a file past it is refused, not truncated. */
export const MAX_IMPORT_ROWS = 200_000;
/** A 10 MB workbook of 100,000 products inflates to ~80 MB of sheet XML; a zip bomb goes far past. */
const XLSX_LIMITS = { maxEntries: 200, maxInflatedBytes: 256 * 1024 * 1024 };

const unreadable = (format: string) => DomainError.field('body', 'importFileUnreadable', { format });

/**
 * The type comes from the content, never the name or Content-Type: a ZIP is read as an .xlsx, text
 * (UTF-8, or GB18030 as Chinese Excel saves CSV) as CSV; anything else (NUL bytes: a PDF, an image,
 * a program) is refused.
 */
export async function readImportFile(bytes: Uint8Array): Promise<ReadFile> {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return readXlsx(bytes);
  if (bytes.includes(0)) throw new DomainError('unsupportedType', 'importFileType');
  return readCsv(bytes);
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

function withHeader(format: ImportFormat, all: ReadRow[]): ReadFile {
  const first = all.findIndex((r) => r.cells.some((c) => c.trim() !== ''));
  if (first < 0) throw DomainError.field('body', 'importFileEmpty');
  const rows = all.slice(first + 1).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (rows.length > MAX_IMPORT_ROWS) throw DomainError.field('body', 'importTooManyRows', { limit: MAX_IMPORT_ROWS });
  return { format, header: all[first]!.cells, headerRowNo: all[first]!.rowNo, rows };
}

/**
 * The separator of the header line (comma; semicolon as Excel writes CSV in some locales; tab). Only
 * one: list cells use `;` inside their values.
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

function readCsv(bytes: Uint8Array): ReadFile {
  let records: string[][];
  try {
    const text = decodeText(bytes);
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      to: MAX_IMPORT_ROWS + 2,
    }) as string[][];
  } catch {
    throw unreadable('CSV');
  }
  // A CSV holds no formulas: a cell that reads like one is judged by its text (import-cell.ts).
  return withHeader('csv', records.map((cells, i) => ({ rowNo: i + 1, cells, formulas: [] })));
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
async function readXlsx(bytes: Uint8Array): Promise<ReadFile> {
  if (!zipWithinLimits(bytes, XLSX_LIMITS)) throw unreadable('Excel (.xlsx)');
  const { default: Excel } = await loadExcel();
  const rows: ReadRow[] = [];
  try {
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
        rows.push({ rowNo: row.number, cells, formulas });
        if (rows.length > MAX_IMPORT_ROWS + 2) break;
      }
      break; // the first sheet only (the template's second sheet explains the columns)
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw unreadable('Excel (.xlsx)');
  }
  return withHeader('xlsx', rows);
}
