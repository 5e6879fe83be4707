import { chinaDay } from '@/lib/china-date';
import { csvStream } from './csv-stream';
import type { ExportCell } from './export-cells';
import { xlsxStream } from './xlsx-stream';

/*
 * One way to hand a list to a spreadsheet, for every export (favourites, inquiries…): the caller
 * names the columns in the reader's language and supplies rows as an async iterable (read from the
 * database page by page), and gets the file as a byte stream. Cell values never become formulas
 * (neutralize-cell.ts); dates are China time (docs/decisions/0021-favourites-and-exports.md).
 */

export type ExportFormat = 'xlsx' | 'csv';
export type { ExportCell };

export type ExportColumn<Row> = {
  header: string;
  /** Column width in characters (xlsx only). */
  width?: number;
  value: (row: Row) => ExportCell;
};

const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export function exportContentType(format: ExportFormat): string {
  return CONTENT_TYPES[format];
}

/** `favorites-2026-11-24.xlsx`, `收藏夹-2026-11-24.csv`: the base name and the China calendar day. */
export function exportFileName(base: string, date: Date, format: ExportFormat): string {
  return `${base}-${chinaDay(date)}.${format}`;
}

/** The file as it is written: nothing but the row being converted is held in memory. */
export function streamExport<Row>(
  format: ExportFormat,
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
): ReadableStream<Uint8Array> {
  return format === 'xlsx' ? xlsxStream(sheetName, columns, rows) : csvStream(columns, rows);
}
