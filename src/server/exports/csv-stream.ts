import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { cellNumber, cellText, chinaDateTimeText, type ExportCell } from './export-cells';
import type { ExportColumn } from './export-file';

function csvValue(value: ExportCell): string {
  if (value instanceof Date) return chinaDateTimeText(value);
  if (typeof value === 'number') return String(cellNumber(value) ?? '');
  return value === null ? '' : cellText(value);
}

/**
 * Streams RFC 4180 CSV (CRLF records, quoted where needed) with a UTF-8 byte-order mark, without
 * which Excel reads UTF-8 as the system code page and Chinese text turns to mojibake.
 */
export function csvStream<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
): ReadableStream<Uint8Array> {
  async function* records() {
    yield columns.map((column) => cellText(column.header));
    for await (const row of rows) yield columns.map((column) => csvValue(column.value(row)));
  }
  const stringifier = stringify({ bom: true, record_delimiter: 'windows' });
  // pipeline: a failing source (database error) destroys the output, so the download fails visibly.
  const out = pipeline(Readable.from(records()), stringifier, () => undefined);
  return Readable.toWeb(out) as unknown as ReadableStream<Uint8Array>;
}
