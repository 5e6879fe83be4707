import type { CatalogueImportJobRow } from '../db/schema';

/** A job's file and counts so far: the job as the console shows it and its audit row both carry them. */
export function importJobProgress(
  job: Pick<CatalogueImportJobRow, 'fileName' | 'totalRows' | 'processedRows' | 'created' | 'updated' | 'unchanged'>,
) {
  return {
    fileName: job.fileName,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    created: job.created,
    updated: job.updated,
    unchanged: job.unchanged,
  };
}
