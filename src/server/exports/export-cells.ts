import { neutralizeCell } from './neutralize-cell';

export type ExportCell = string | number | Date | null;

/** Excel's limit for one cell's text. */
export const MAX_CELL_TEXT = 32_767;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Characters XML 1.0 cannot hold (an .xlsx is XML): a cell with one would make the file unreadable. */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as a cell may hold it: never a formula, within Excel's length, readable as XML. */
export function cellText(value: string): string {
  return neutralizeCell(value).replace(NOT_XML, '\uFFFD').slice(0, MAX_CELL_TEXT);
}

/**
 * The wall-clock time in China (UTC+8 all year) as a Date whose UTC fields read that time:
 * spreadsheet dates have no zone, and buyers and operators read China time.
 */
export function chinaWallClock(at: Date): Date {
  return new Date(at.getTime() + CHINA_OFFSET_MS);
}

/** "2026-11-24 15:04" in China time, for CSV cells. */
export function chinaDateTimeText(at: Date): string {
  return chinaWallClock(at).toISOString().slice(0, 16).replace('T', ' ');
}

/** A number a spreadsheet can hold, else an empty cell. */
export function cellNumber(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}
