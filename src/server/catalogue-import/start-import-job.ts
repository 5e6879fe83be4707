import type { Lang } from '@/contracts/site';
import { now } from '../clock';
import { catalogueImportJobs } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { describeProblems } from './dry-run-import';
import { runInBackground, THIS_PROCESS, type RunOptions } from './import-job-runner';
import { prepareImport } from './prepare-import';
import { toImportJob } from './import-job-view';

export type StartImport = { actorUserId: number; fileName: string; bytes: Uint8Array; lang: Lang };

/**
 * Validates the whole file first: a file with any bad row is refused with the dry run's problems and
 * nothing is written. Otherwise the job row (holding the file) is created and this process starts it.
 */
export async function startImportJob(db: Db, input: StartImport, options: RunOptions & { background?: boolean } = {}) {
  const prepared = await prepareImport(db, input.bytes);
  if (prepared.problems.length > 0) {
    throw DomainError.fields(
      describeProblems(prepared, input.lang).map((p) => ({
        path: `row ${p.row}${p.column ? ` ${p.column}` : ''}`,
        key: 'importRowInvalid' as const,
        params: { row: p.row, column: p.columnTitle ?? '', reason: p.reason },
      })),
    );
  }
  if (prepared.rows.length === 0) throw DomainError.field('body', 'importFileEmpty');
  const at = now();
  const [job] = await db
    .insert(catalogueImportJobs)
    .values({
      actorUserId: input.actorUserId,
      status: 'running',
      format: prepared.format,
      fileName: input.fileName.slice(0, 200),
      file: input.bytes,
      totalRows: prepared.rows.length,
      runner: THIS_PROCESS,
      heartbeatAt: at,
      createdAt: at,
    })
    .returning();
  if (options.background !== false) runInBackground(db, job!.id, { ...options, prepared });
  return toImportJob(job!);
}
