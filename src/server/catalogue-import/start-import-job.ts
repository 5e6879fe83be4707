import type { Lang } from '@/contracts/site';
import { now } from '../clock';
import { catalogueImportJobs } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { describeProblems } from './dry-run-import';
import { runInBackground, THIS_PROCESS, type RunOptions } from './import-job-runner';
import { JOB_VIEW_COLUMNS, toImportJob } from './import-job-view';
import { scanImport } from './scan-import';

export type StartImport = { actorUserId: number; fileName: string; bytes: Uint8Array; lang: Lang };

/**
 * Validates the whole file first (one streaming pass that keeps no rows): a file with any bad row is
 * refused with the dry run's problems and nothing is written. Otherwise the job row (holding the file)
 * is created and this process starts it, reading the file again as it writes.
 */
export async function startImportJob(db: Db, input: StartImport, options: RunOptions & { background?: boolean } = {}) {
  const scan = await scanImport(db, input.bytes);
  if (scan.problemCount > 0) {
    throw DomainError.fields(
      describeProblems(scan.problems, input.lang).map((p) => ({
        path: `row ${p.row}${p.column ? ` ${p.column}` : ''}`,
        key: 'importRowInvalid' as const,
        params: { row: p.row, column: p.columnTitle ?? '', reason: p.reason },
      })),
    );
  }
  if (scan.validRows === 0) throw DomainError.field('body', 'importFileEmpty');
  const at = now();
  const [job] = await db
    .insert(catalogueImportJobs)
    .values({
      actorUserId: input.actorUserId,
      status: 'running',
      format: scan.format,
      fileName: input.fileName.slice(0, 200),
      file: input.bytes,
      totalRows: scan.validRows,
      runner: THIS_PROCESS,
      heartbeatAt: at,
      createdAt: at,
    })
    .returning(JOB_VIEW_COLUMNS);
  if (options.background !== false) runInBackground(db, job!.id, options);
  return toImportJob(job!);
}
