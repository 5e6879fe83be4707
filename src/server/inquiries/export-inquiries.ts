import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { INQUIRY_LIMITS } from '@/contracts/inquiries';
import type { Lang } from '@/contracts/site';
import { chinaDay } from '@/lib/china-date';
import { now } from '../clock';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { exportContentType, exportFileName, streamExport, type ExportColumn, type ExportFormat } from '../exports/export-file';
import { hitRateLimit } from '../security/rate-limit';
import { inquiryConditions, type InquiryFilters } from './inquiry-filters';
import type { InquiryViewer } from './inquiry-viewer';
import { inquiryExportRows, type InquiryExportRow } from './inquiry-export-rows';

/** Exports a buyer may download per hour: each one reads up to exportMaxRows lines. */
export const EXPORTS_PER_HOUR = 20;

const texts = { en: en.inquiryExport, zh: zh.inquiryExport };
type ColumnKey = keyof typeof en.inquiryExport.columns;

const WIDTHS: Partial<Record<ColumnKey, number>> = { reference: 20, createdAt: 18, title: 36, note: 30, partNumber: 18, skuCode: 18 };

function columns(lang: Lang): ExportColumn<InquiryExportRow>[] {
  const headers = texts[lang].columns;
  return (Object.keys(headers) as ColumnKey[]).map((key) => ({
    header: headers[key],
    width: WIDTHS[key] ?? 12,
    value: (row: InquiryExportRow) => row[key],
  }));
}

export type InquiryExport = { fileName: string; asciiFileName: string; contentType: string; body: ReadableStream<Uint8Array> };

/**
 * GET /api/inquiry?export=xlsx|csv: the inquiries the viewer may see (as the list) as a spreadsheet, one row per line with the
 * inquiry's reference, state and dates and the quote's prices (currency units), filtered like the list,
 * at most INQUIRY_LIMITS.exportMaxRows lines, streamed as it is read. Limited per buyer and hour.
 * Filters are checked before the first byte, so a bad one is still an envelope.
 */
export async function exportInquiries(
  db: Db,
  input: InquiryFilters & { viewer: InquiryViewer; lang: Lang; format: ExportFormat },
): Promise<InquiryExport> {
  const at = now();
  const where = await inquiryConditions(db, input.viewer, input, chinaDay(at));
  const hits = await hitRateLimit(db, `export:inquiries:${input.viewer.userId}`, 3_600_000);
  if (hits.count > EXPORTS_PER_HOUR) throw new DomainError('rateLimited', 'exportTooMany', { max: EXPORTS_PER_HOUR });
  const empty = (async function* (): AsyncGenerator<InquiryExportRow> {})();
  const rows = where === null ? empty : inquiryExportRows(db, { where, lang: input.lang, maxRows: INQUIRY_LIMITS.exportMaxRows });
  return {
    fileName: exportFileName(texts[input.lang].fileBase, at, input.format),
    asciiFileName: exportFileName(texts.en.fileBase, at, input.format),
    contentType: exportContentType(input.format),
    body: streamExport(input.format, texts[input.lang].sheet, columns(input.lang), rows),
  };
}
