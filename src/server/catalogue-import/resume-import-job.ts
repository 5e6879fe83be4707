import { and, eq, lt } from 'drizzle-orm';
import type { ImportJob } from '@/contracts/catalogue-import';
import { now } from '../clock';
import { catalogueImportJobs } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { isActiveHere, runInBackground, STALL_MS, THIS_PROCESS } from './import-job-runner';
import { JOB_VIEW_COLUMNS, toImportJob } from './import-job-view';

/**
 * Takes over an interrupted import and continues it in this process from its last committed batch.
 * The claim is one conditional UPDATE (still running, still silent), so two resumes cannot both win,
 * and a slow runner that wakes up finds the job no longer its own and commits nothing more.
 */
export async function resumeImportJob(db: Db, jobId: number): Promise<ImportJob> {
  if (isActiveHere(jobId)) throw new DomainError('conflict', 'importJobNotInterrupted');
  const at = now();
  const [job] = await db
    .update(catalogueImportJobs)
    .set({ runner: THIS_PROCESS, heartbeatAt: at })
    .where(
      and(
        eq(catalogueImportJobs.id, jobId),
        eq(catalogueImportJobs.status, 'running'),
        lt(catalogueImportJobs.heartbeatAt, new Date(at.getTime() - STALL_MS)),
      ),
    )
    .returning(JOB_VIEW_COLUMNS);
  if (!job) {
    const [exists] = await db.select({ id: catalogueImportJobs.id }).from(catalogueImportJobs).where(eq(catalogueImportJobs.id, jobId));
    throw exists ? new DomainError('conflict', 'importJobNotInterrupted') : new DomainError('notFound', 'importJobNotFound');
  }
  runInBackground(db, job.id);
  return toImportJob(job);
}
