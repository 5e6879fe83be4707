import { MAX_LISTED_PROBLEMS, type ImportReport } from '@/contracts/catalogue-import';
import type { Lang } from '@/contracts/site';
import type { Db } from '../db/types';
import { classifyRows } from './apply-import-batch';
import { columnTitle, reasonText } from './import-texts';
import { scanImport } from './scan-import';
import type { RowProblem } from './validate-import-rows';

/** Problems as the operator reads them: row, column (key and title) and the reason in `lang`. */
export function describeProblems(problems: readonly RowProblem[], lang: Lang): ImportReport['problems'] {
  return problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => ({
    row: p.row,
    column: p.column,
    columnTitle: p.column ? columnTitle(lang, p.column) : null,
    reason: reasonText(lang, p.reason, p.params),
  }));
}

/**
 * Reads and validates the whole file once, a batch at a time, and says what an import would do
 * (create, update, leave alone), writing nothing.
 */
export async function dryRunImport(db: Db, bytes: Uint8Array, lang: Lang): Promise<ImportReport> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const scan = await scanImport(db, bytes, {
    onBatch: async (rows, index) => {
      const batch = await classifyRows(db, rows, index);
      counts.created += batch.created.length;
      counts.updated += batch.updated.length;
      counts.unchanged += batch.unchanged;
    },
  });
  return {
    format: scan.format,
    totalRows: scan.totalRows,
    validRows: scan.validRows,
    problemCount: scan.problemCount,
    problems: describeProblems(scan.problems, lang),
    ...counts,
  };
}
