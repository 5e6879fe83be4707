import { createTranslator } from 'use-intl/core';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import type { Lang } from '@/contracts/site';
import { env } from '@/env';
import { now } from '../clock';
import type { CompanyRow, ProductFitmentRow } from '../db/schema';
import type { Db } from '../db/types';
import { exportContentType, exportFileName, streamExport, type ExportColumn, type ExportFormat } from '../exports/export-file';
import { assertWithinRowCap, EXPORT_LIMITS, takeExportSlot } from '../exports/export-limits';
import type { ExportedFile } from '../favorites/export-favorites';
import { entitlementsOf, notEntitled } from '../membership/entitlements';

/*
 * What the three fitment exports share: who may download one (a plan granting `fitment_export`, read
 * on every request so a lapsed membership stops at once), the headers in the reader's language and the
 * file, capped and counted against the buyer's hourly export budget like every other export.
 */

const messages = { en, zh };
export const fitmentTexts = (lang: Lang) =>
  createTranslator({ locale: lang, messages: messages[lang], namespace: 'fitmentExport.file' });
type FileKey = keyof typeof en.fitmentExport.file;

export type FitmentExportCaller = {
  userId: number;
  company: Pick<CompanyRow, 'membershipLevel' | 'membershipExpiresAt'> | null;
  lang: Lang;
  format: ExportFormat;
};

/** Refuses (403, naming the cheapest plan that grants it) a caller whose plan has no fitment export. */
export async function assertFitmentExport(db: Db, caller: FitmentExportCaller): Promise<void> {
  if ((await entitlementsOf(db, caller.company)).fitmentExport) return;
  throw await notEntitled(
    db,
    { withPlan: 'fitmentExportPlan', noPlan: 'fitmentExportNoPlan' },
    (plan) => plan.fitmentExport === 1,
    caller.lang,
  );
}

/** One vehicle range as the product page shows it: the Chinese make name for Chinese readers. */
export type FitmentCells = Pick<ProductFitmentRow, 'make' | 'makeZh' | 'model' | 'yearFrom' | 'yearTo' | 'engine'>;

/** Make, model, years and engine columns; `universal` marks a part linked to no vehicle. */
export function vehicleColumns<Row>(lang: Lang, fit: (row: Row) => FitmentCells | null): ExportColumn<Row>[] {
  const t = fitmentTexts(lang);
  return [
    {
      header: t('make'),
      width: 16,
      value: (row) => {
        const f = fit(row);
        if (!f) return t('universal');
        return lang === 'zh' && f.makeZh ? f.makeZh : f.make;
      },
    },
    { header: t('model'), width: 22, value: (row) => fit(row)?.model ?? '' },
    { header: t('yearFrom'), width: 10, value: (row) => fit(row)?.yearFrom ?? null },
    { header: t('yearTo'), width: 10, value: (row) => fit(row)?.yearTo ?? null },
    {
      header: t('engine'),
      width: 18,
      value: (row) => {
        const f = fit(row);
        return f ? (f.engine ?? t('anyEngine')) : '';
      },
    },
  ];
}

export type PartCells = { skuCode: string; titleZh: string; titleEn: string; brand: string; partNumber: string; categoryTitle: string; categoryTitleEn: string };

/** SKU, title, brand, part number, category and the product page's address. */
export function partColumns<Row>(lang: Lang, part: (row: Row) => PartCells): ExportColumn<Row>[] {
  const t = fitmentTexts(lang);
  const pagePrefix = `${env.PUBLIC_BASE_URL.replace(/\/$/, '')}${lang === 'en' ? '/en' : ''}/product/`;
  const title = (zhText: string, enText: string) => (lang === 'zh' ? zhText || enText : enText || zhText);
  return [
    { header: t('sku'), width: 20, value: (row) => part(row).skuCode },
    { header: t('title'), width: 36, value: (row) => title(part(row).titleZh, part(row).titleEn) },
    { header: t('brand'), width: 14, value: (row) => part(row).brand },
    { header: t('partNumber'), width: 18, value: (row) => part(row).partNumber },
    { header: t('category'), width: 18, value: (row) => title(part(row).categoryTitle, part(row).categoryTitleEn) },
    { header: t('link'), width: 48, value: (row) => pagePrefix + encodeURIComponent(part(row).skuCode) },
  ];
}

/**
 * The file: refused before anything is written when it would pass the row cap or the buyer's hourly
 * export budget (a refused export costs no slot). `name` is the file's base name key with its params
 * (`asciiParams`: the English values for the plain-ASCII fallback name).
 */
export async function fitmentFile<Row>(
  db: Db,
  caller: FitmentExportCaller,
  file: { name: FileKey; params?: Record<string, string | number>; asciiParams?: Record<string, string | number>; total: number },
  columns: ExportColumn<Row>[],
  rows: (maxRows: number) => AsyncIterable<Row>,
): Promise<ExportedFile> {
  assertWithinRowCap(file.total);
  await takeExportSlot(db, caller.userId);
  const at = now();
  const t = fitmentTexts(caller.lang);
  const asciiT = fitmentTexts('en');
  return {
    fileName: exportFileName(t(file.name, file.params), at, caller.format),
    asciiFileName: exportFileName(asciiT(file.name, { ...file.params, ...file.asciiParams }), at, caller.format),
    contentType: exportContentType(caller.format),
    rows: file.total,
    body: streamExport(caller.format, t('sheet'), columns, rows(EXPORT_LIMITS.maxRows)),
  };
}
