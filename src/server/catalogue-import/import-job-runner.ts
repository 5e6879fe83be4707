import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { now } from '../clock';
import { catalogueImportJobs } from '../db/schema';
import { dropCatalogueIndexes, rebuildCatalogueIndexes } from '../db/seed/bulk-seed';
import type { Db } from '../db/types';
import { applyImportBatch } from './apply-import-batch';
import { IMPORT_BATCH, scanImport } from './scan-import';
import type { ValidRow } from './validate-import-rows';
import type { CategoryIndex } from './catalogue-products';
import { importJobProgress } from './import-job-progress';

/** A running job whose process has not committed a batch for this long (and is not ours) was cut off. */
export const STALL_MS = 30_000;
/**
 * From this many rows to go, the catalogue's secondary indexes are dropped for the import and built once
 * after it (the seed's bulk path): kept up to date row by row they cost most of the time. Listings and
 * search stay correct meanwhile, only slower. The indexes the import itself reads by are kept.
 */
export const DEFER_INDEXES_FROM = 20_000;
const KEEP_INDEXES = ['product_fitments_product_idx', 'part_number_lookup_product_idx', 'part_cross_references_product_idx'];
/** This process, as the `runner` of the jobs it holds. */
export const THIS_PROCESS = randomUUID();

const active = new Map<number, Promise<void>>();

/** True while this process is working on the job. */
export function isActiveHere(jobId: number): boolean {
  return active.has(jobId);
}

/** Resolves when this process's run of the job ends (tests and shutdown; nothing waits on it otherwise). */
export function importJobSettled(jobId: number): Promise<void> {
  return active.get(jobId) ?? Promise.resolve();
}

/** Another runner took the job over (it was seen as cut off): this run stops, its batch rolled back. */
class JobTakenOver extends Error {}
/** The test hook `stopAfterBatches` reached: this run stops without a word, as a killed process would. */
class StoppedSilently extends Error {}

export type RunOptions = {
  batchSize?: number;
  /** Stops after this many batches without a word, as a killed process would (tests of resuming). */
  stopAfterBatches?: number;
  /** Rows to go from which indexes are deferred (tests lower it). */
  deferIndexesFrom?: number;
};

async function finish(db: Db, jobId: number, runner: string, status: 'done' | 'failed', error: string | null): Promise<void> {
  const [held] = await db.select({ indexes: catalogueImportJobs.deferredIndexes }).from(catalogueImportJobs).where(eq(catalogueImportJobs.id, jobId));
  if (held?.indexes) {
    await rebuildCatalogueIndexes(db, 'pglite', held.indexes);
    await db.execute(sql`ANALYZE products`);
  }
  await db.transaction(async (tx) => {
    const [job] = await tx
      .update(catalogueImportJobs)
      .set({ status, error, file: null, deferredIndexes: null, finishedAt: now(), heartbeatAt: now() })
      .where(and(eq(catalogueImportJobs.id, jobId), eq(catalogueImportJobs.runner, runner), eq(catalogueImportJobs.status, 'running')))
      .returning();
    if (!job) return;
    // One audit row per import, with its counts: the rows themselves are in the file the operator holds.
    await recordAudit(tx as unknown as Db, {
      actorUserId: job.actorUserId,
      action: 'catalogue.import',
      targetType: 'catalogue_import',
      targetId: job.id,
      details: {
        status,
        format: job.format,
        ...importJobProgress(job),
        ...(error ? { error } : {}),
      },
    });
  });
}

/** Drops the secondary indexes and remembers them in the job, in one transaction: a crash cannot lose the definitions. */
async function deferIndexes(db: Db, jobId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const indexes = await dropCatalogueIndexes(tx as unknown as Db, KEEP_INDEXES);
    await tx.update(catalogueImportJobs).set({ deferredIndexes: indexes }).where(eq(catalogueImportJobs.id, jobId));
  });
}

/** One batch and the job's progress in one transaction, only while `runner` still holds the job. */
async function commitBatch(db: Db, jobId: number, runner: string, rows: ValidRow[], index: CategoryIndex, through: number): Promise<void> {
  await db.transaction(async (tx) => {
    const counts = await applyImportBatch(tx as unknown as Db, rows, index);
    const held = await tx
      .update(catalogueImportJobs)
      .set({
        processedRows: through,
        created: sql`${catalogueImportJobs.created} + ${counts.created}`,
        updated: sql`${catalogueImportJobs.updated} + ${counts.updated}`,
        unchanged: sql`${catalogueImportJobs.unchanged} + ${counts.unchanged}`,
        heartbeatAt: now(),
      })
      .where(and(eq(catalogueImportJobs.id, jobId), eq(catalogueImportJobs.runner, runner), eq(catalogueImportJobs.status, 'running')))
      .returning({ id: catalogueImportJobs.id });
    if (held.length === 0) throw new JobTakenOver();
  });
}

/**
 * Imports the job's file from its `processedRows` on (the valid rows already committed, in file order,
 * are read and skipped), streaming it a batch per transaction that also advances the job, and only while
 * `runner` still holds the job. Ends the job (done / failed) with its audit row.
 */
export async function runImportJob(db: Db, jobId: number, runner: string, options: RunOptions = {}): Promise<void> {
  const [job] = await db.select().from(catalogueImportJobs).where(eq(catalogueImportJobs.id, jobId));
  if (!job || job.status !== 'running' || job.runner !== runner || !job.file) return;
  try {
    let processed = job.processedRows;
    if (!job.deferredIndexes && job.totalRows - processed >= (options.deferIndexesFrom ?? DEFER_INDEXES_FROM)) await deferIndexes(db, jobId);
    let batches = 0;
    const scan = await scanImport(db, job.file, {
      batchSize: options.batchSize ?? IMPORT_BATCH,
      skipValid: processed,
      // A row that no longer validates (its category removed since the upload): its batch and every
      // later one are not written, and the operator is told.
      stopAtProblem: true,
      onBatch: async (rows, index) => {
        if (options.stopAfterBatches !== undefined && batches++ >= options.stopAfterBatches) throw new StoppedSilently();
        await commitBatch(db, jobId, runner, rows, index, processed + rows.length);
        processed += rows.length;
      },
    });
    if (scan.problemCount > 0) throw new Error('The file no longer validates against the catalogue; run the dry run again.');
    await finish(db, jobId, runner, 'done', null);
  } catch (err) {
    if (err instanceof JobTakenOver || err instanceof StoppedSilently) return;
    await finish(db, jobId, runner, 'failed', (err instanceof Error ? err.message : String(err)).slice(0, 500));
  }
}

/** Runs the job in the background of this process (the request that started it answers at once). */
export function runInBackground(db: Db, jobId: number, options: RunOptions = {}): void {
  const run = runImportJob(db, jobId, THIS_PROCESS, options)
    .catch(() => undefined)
    .finally(() => active.delete(jobId));
  active.set(jobId, run);
}
