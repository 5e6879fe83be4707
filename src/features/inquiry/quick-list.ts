import { INQUIRY_LIMITS } from '@/contracts/inquiry-states';

/** Types a parts list may be uploaded as (the server reads the first sheet of a workbook). */
export const QUICK_FILE_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
/** The server's limit for an uploaded list. */
export const QUICK_FILE_MAX_BYTES = 1024 * 1024;

/** Lines the server will look at: blank ones do not count. */
export function quickListLineCount(text: string): number {
  return text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
}

export function quickListTooLong(text: string): boolean {
  return quickListLineCount(text) > INQUIRY_LIMITS.quickLinesMax;
}

/**
 * The Content-Type to send for a chosen file: browsers leave `type` empty or say
 * "application/vnd.ms-excel" for .csv on Windows, so the extension decides. Null: not a list.
 */
export function quickFileType(file: { name: string; type: string }): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (ext === 'csv' || ext === 'txt' || file.type === QUICK_FILE_TYPES.csv) return QUICK_FILE_TYPES.csv;
  if (ext === 'xlsx' || file.type === QUICK_FILE_TYPES.xlsx) return QUICK_FILE_TYPES.xlsx;
  return null;
}
