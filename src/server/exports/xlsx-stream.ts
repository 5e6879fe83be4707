import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { cellNumber, cellText, chinaWallClock, type ExportCell } from './export-cells';
import type { ExportColumn } from './export-file';

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ]. */
function sheetTitle(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]\u0000-\u001f]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

function xlsxValue(value: ExportCell): string | number | Date | null {
  if (value instanceof Date) return chinaWallClock(value);
  if (typeof value === 'number') return cellNumber(value);
  return value === null ? null : cellText(value);
}

/** Bytes allowed to wait between the row writer and the reader before rows stop being read. */
const MAX_BUFFERED_BYTES = 256 * 1024;

type StreamInternals = {
  readableLength?: number;
  _readableState?: { length: number };
  _writableState?: { length: number };
  buffers?: { length: number }[];
  pipes?: StreamInternals[];
};
const readableQueue = (s: StreamInternals | undefined) => s?.readableLength ?? s?._readableState?.length ?? 0;

/**
 * Bytes written but not yet taken by the reader. exceljs accepts every row at once, whatever the
 * reader's pace: the text waits in the sheet's buffer (and the pipe into the zip), the compressed
 * bytes in archiver's output queue (exceljs' `zip`). These are internals of exceljs 4 / archiver;
 * tests/unit/exports.test.ts proves the pacing, so a change there fails a test rather than memory.
 */
function queuedBytes(workbook: unknown, sheet: unknown, out: PassThrough): number {
  const sheetStream = (sheet as { stream?: StreamInternals }).stream;
  const unzipped = (sheetStream?.buffers ?? []).reduce((sum, buffer) => sum + buffer.length, 0);
  const piped = (sheetStream?.pipes ?? []).reduce((sum, pipe) => sum + (pipe._writableState?.length ?? 0), 0);
  const zipped = readableQueue((workbook as { zip?: StreamInternals }).zip);
  return unzipped + piped + zipped + out.writableLength;
}

/** Waits until the reader has taken most of what is written, so rows are read only as fast as the file leaves. */
async function drained(workbook: unknown, sheet: unknown, out: PassThrough): Promise<void> {
  while (!out.destroyed && queuedBytes(workbook, sheet, out) > MAX_BUFFERED_BYTES) {
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    // Compression runs on other turns of the event loop: give it one.
    else await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Streams an .xlsx (exceljs' streaming WorkbookWriter: each row is committed and zipped as it is
 * written, nothing held per row). Every cell is a plain value — strings are written as text, never
 * as formulas — and dates carry a date format.
 */
/** exceljs, imported on first use. */
export function loadExcel(): Promise<{ default: typeof ExcelJS }> {
  return import('exceljs');
}

export function xlsxStream<Row>(
  sheetName: string,
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();

  void (async () => {
    // Loaded on the first export (a large library): a server that never exports never holds it.
    const { default: Excel } = await loadExcel();
    const workbook = new Excel.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetTitle(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column, index) => ({
      header: cellText(column.header),
      key: `c${index}`,
      width: column.width ?? 16,
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const row of rows) {
      if (out.destroyed) return; // the reader went away: stop reading rows
      const written = sheet.addRow(columns.map((column) => xlsxValue(column.value(row))));
      written.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = DATE_FORMAT;
      });
      written.commit();
      await drained(workbook, sheet, out);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));

  return Readable.toWeb(out) as unknown as ReadableStream<Uint8Array>;
}
