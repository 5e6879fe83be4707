import { createTranslator } from 'use-intl/core';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import type { AuditEntry } from '@/contracts/staff';
import type { Lang } from '@/contracts/site';
import { now } from '../clock';
import type { Db } from '../db/types';
import { exportContentType, exportFileName, streamExport, type ExportColumn, type ExportFormat } from '../exports/export-file';
import { assertWithinRowCap, EXPORT_LIMITS, takeExportSlot } from '../exports/export-limits';
import type { ExportedFile } from '../favorites/export-favorites';
import type { AuditFilter } from './audit-scope';
import { auditRows, countAuditEntries, toAuditEntry } from './list-audit-entries';

const messages = { en, zh };
const json = (value: unknown) => (value && Object.keys(value).length ? JSON.stringify(value) : '');

function columns(lang: Lang): ExportColumn<AuditEntry>[] {
  const t = createTranslator({ locale: lang, messages: messages[lang], namespace: 'admin.auditFile' });
  return [
    { header: t('time'), width: 20, value: (e) => new Date(e.createdAt) },
    { header: t('actor'), width: 24, value: (e) => (e.actor ? `${e.actor.name} (${e.actor.mobile})` : '') },
    { header: t('action'), width: 18, value: (e) => e.action },
    { header: t('target'), width: 22, value: (e) => [e.targetName, e.targetType, e.targetId, e.targetTitle?.[lang]].filter(Boolean).join(' ') || (e.targetUserId ? `user ${e.targetUserId}` : '') },
    { header: t('before'), width: 30, value: (e) => json(e.before) },
    { header: t('after'), width: 30, value: (e) => json(e.after) },
    { header: t('details'), width: 30, value: (e) => json(e.details) },
    { header: t('ip'), width: 16, value: (e) => e.ip ?? '' },
  ];
}

async function* rows(db: Db, filter: AuditFilter, maxRows: number): AsyncGenerator<AuditEntry> {
  let beforeId: number | undefined;
  let sent = 0;
  while (sent < maxRows) {
    const page = await auditRows(db, filter, Math.min(EXPORT_LIMITS.readPageSize, maxRows - sent), beforeId);
    for (const row of page) yield toAuditEntry(row);
    sent += page.length;
    const last = page.at(-1);
    if (!last || page.length < EXPORT_LIMITS.readPageSize) return;
    beforeId = last.entry.id;
  }
}

/** The audit log (same filters as the screen) as .xlsx or .csv: formula-safe, China time, capped and rate-limited like every export. */
export async function exportAuditEntries(
  db: Db,
  input: AuditFilter & { userId: number; lang: Lang; format: ExportFormat },
): Promise<ExportedFile> {
  const total = await countAuditEntries(db, input);
  assertWithinRowCap(total);
  await takeExportSlot(db, input.userId);
  const t = createTranslator({ locale: input.lang, messages: messages[input.lang], namespace: 'admin.auditFile' });
  const at = now();
  return {
    fileName: exportFileName(t('base'), at, input.format),
    asciiFileName: exportFileName(en.admin.auditFile.base, at, input.format),
    contentType: exportContentType(input.format),
    rows: total,
    body: streamExport(input.format, t('sheet'), columns(input.lang), rows(db, input, EXPORT_LIMITS.maxRows)),
  };
}
