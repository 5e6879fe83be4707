import { desc, eq } from 'drizzle-orm';
import type { ImportJob } from '@/contracts/catalogue-import';
import { catalogueImportJobs } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { JOB_VIEW_COLUMNS, toImportJob } from './import-job-view';

/** One import's progress (the console polls it for its progress bar). */
export async function getImportJob(db: Db, jobId: number): Promise<ImportJob> {
  const [job] = await db.select(JOB_VIEW_COLUMNS).from(catalogueImportJobs).where(eq(catalogueImportJobs.id, jobId));
  if (!job) throw new DomainError('notFound', 'importJobNotFound');
  return toImportJob(job);
}

/** The latest imports, newest first: an interrupted one is offered for resuming. */
export async function listImportJobs(db: Db, limit = 10): Promise<ImportJob[]> {
  const rows = await db.select(JOB_VIEW_COLUMNS).from(catalogueImportJobs).orderBy(desc(catalogueImportJobs.id)).limit(limit);
  return rows.map(toImportJob);
}
