import { MAX_LISTED_PROBLEMS, type ImportReport } from '@/contracts/catalogue-import';
import type { Lang } from '@/contracts/site';
import type { Db } from '../db/types';
import { classifyRows } from './apply-import-batch';
import { columnTitle, reasonText } from './import-texts';
import { IMPORT_BATCH } from './import-job-runner';
import { prepareImport, type PreparedImport } from './prepare-import';

/** Problems as the operator reads them: row, column (key and title) and the reason in `lang`. */
export function describeProblems(prepared: PreparedImport, lang: Lang): ImportReport['problems'] {
  return prepared.problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => ({
    row: p.row,
    column: p.column,
    columnTitle: p.column ? columnTitle(lang, p.column) : null,
    reason: reasonText(lang, p.reason, p.params),
  }));
}

/**
 * Reads and validates the whole file and says what an import would do (create, update, leave alone),
 * writing nothing.
 */
export async function dryRunImport(db: Db, bytes: Uint8Array, lang: Lang): Promise<ImportReport> {
  const prepared = await prepareImport(db, bytes);
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (let start = 0; start < prepared.rows.length; start += IMPORT_BATCH) {
    const batch = await classifyRows(db, prepared.rows.slice(start, start + IMPORT_BATCH), prepared.index);
    counts.created += batch.created.length;
    counts.updated += batch.updated.length;
    counts.unchanged += batch.unchanged;
  }
  return {
    format: prepared.format,
    totalRows: prepared.totalRows,
    validRows: prepared.rows.length,
    problemCount: prepared.problems.length,
    problems: describeProblems(prepared, lang),
    ...counts,
  };
}
