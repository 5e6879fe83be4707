import { parse } from 'csv-parse/sync';
import type { Cell } from 'exceljs';
import { loadExcel } from '../exports/xlsx-stream';
import { DomainError } from '../domain-error';
import { mediaType } from './attachment-type';
import { rowsFromCells, type PartsListRow } from './parse-parts-list';
import { zipWithinLimits } from './zip-guard';

export const PARTS_FILE_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Rows read at most (the matcher takes 500; more only serves to say how many there were). */
const MAX_ROWS = 10_000;
/** An .xlsx of ≤ 1 MB that inflates past this is not a parts list. */
const XLSX_LIMITS = { maxEntries: 200, maxInflatedBytes: 32 * 1024 * 1024 };

/**
 * A parts list uploaded as CSV (UTF-8, or GB18030 as Chinese Excel saves it; comma, semicolon or
 * tab separated) or as an Excel workbook (first sheet). Column 1: part number, column 2: quantity.
 */
export async function readPartsFile(
  contentType: string | undefined,
  bytes: Uint8Array,
): Promise<PartsListRow[]> {
  const type = mediaType(contentType);
  if (type === PARTS_FILE_TYPES.xlsx) return readXlsx(bytes);
  if (type === PARTS_FILE_TYPES.csv) return readCsv(bytes);
  throw new DomainError('unsupportedType', 'quickFileType');
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

function readCsv(bytes: Uint8Array): PartsListRow[] {
  const text = decodeText(bytes);
  if (/\u0000/u.test(text)) throw DomainError.field('body', 'quickFileUnreadable', { format: 'CSV' });
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to: MAX_ROWS,
    }) as string[][];
  } catch {
    throw DomainError.field('body', 'quickFileUnreadable', { format: 'CSV' });
  }
  return rowsFromCells(records.map((cells, index) => ({ lineNo: index + 1, cells })));
}

async function readXlsx(bytes: Uint8Array): Promise<PartsListRow[]> {
  const unreadable = () => DomainError.field('body', 'quickFileUnreadable', { format: 'Excel (.xlsx)' });
  if (!zipWithinLimits(bytes, XLSX_LIMITS)) throw unreadable();
  const { default: Excel } = await loadExcel();
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const rows: { lineNo: number; cells: (string | number | null)[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, lineNo) => {
    if (rows.length >= MAX_ROWS) return;
    rows.push({ lineNo, cells: [cellValue(row.getCell(1)), cellValue(row.getCell(2))] });
  });
  return rowsFromCells(rows);
}

/** Numbers stay numbers (a quantity of 1.5 must be seen as such); everything else is the cell's text. */
function cellValue(cell: Cell): string | number | null {
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && 'result' in value && typeof value.result === 'number') return value.result;
  return cell.text;
}
