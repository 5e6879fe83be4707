import type { ImportJob } from '@/contracts/catalogue-import';
import { now } from '../clock';
import { getTableColumns } from 'drizzle-orm';
import { catalogueImportJobs, type CatalogueImportJobRow } from '../db/schema';
import { isActiveHere, STALL_MS } from './import-job-runner';
import { importJobProgress } from './import-job-progress';

/**
 * Every column of a job but its file: the job list and the progress bar (polled while a job runs) would
 * otherwise fetch up to 10 MB a job each time (twice that as the driver's hex text).
 */
const { file: _file, ...jobViewColumns } = getTableColumns(catalogueImportJobs);
export const JOB_VIEW_COLUMNS = jobViewColumns;
type JobView = Omit<CatalogueImportJobRow, 'file'>;

/** Still marked running, not ours, and silent for a while: the process that ran it is gone. */
export function isInterrupted(job: JobView): boolean {
  return job.status === 'running' && !isActiveHere(job.id) && now().getTime() - job.heartbeatAt.getTime() > STALL_MS;
}

export function toImportJob(job: JobView): ImportJob {
  return {
    id: job.id,
    state: isInterrupted(job) ? 'interrupted' : (job.status as ImportJob['state']),
    format: job.format as ImportJob['format'],
    ...importJobProgress(job),
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
