import type { ImportJob } from '@/contracts/catalogue-import';
import { now } from '../clock';
import type { CatalogueImportJobRow } from '../db/schema';
import { isActiveHere, STALL_MS } from './import-job-runner';

/** Still marked running, not ours, and silent for a while: the process that ran it is gone. */
export function isInterrupted(job: CatalogueImportJobRow): boolean {
  return job.status === 'running' && !isActiveHere(job.id) && now().getTime() - job.heartbeatAt.getTime() > STALL_MS;
}

export function toImportJob(job: CatalogueImportJobRow): ImportJob {
  return {
    id: job.id,
    state: isInterrupted(job) ? 'interrupted' : (job.status as ImportJob['state']),
    format: job.format as ImportJob['format'],
    fileName: job.fileName,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    created: job.created,
    updated: job.updated,
    unchanged: job.unchanged,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
