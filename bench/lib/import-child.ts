/**
 * The catalogue import as the production server runs it: started by bench/import.ts with the server's
 * heap flags (scripts/lib/server-command.ts), on the database of DATABASE_URL (migrated, categories
 * seeded), with the file at argv[2]. Runs the dry run, the import and the same import again through the
 * domain functions the API calls, and sends their times, counts and this process's peak RSS after each
 * step (VmHWM) to the parent.
 */
import fs from 'node:fs';

export type ImportStep = { seconds: number; peakRssMb: number; peakHeapMb: number };
export type ImportChildResult = {
  heapLimitMb: number;
  dryRun: ImportStep & { problems: number; created: number };
  import: ImportStep & { state: string; created: number; updated: number; unchanged: number };
  reimport: ImportStep & { state: string; created: number; updated: number; unchanged: number };
};

/** The largest V8 heap (committed: live objects and garbage not yet collected) seen so far, sampled. */
let heapPeak = 0;
const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapTotal)), 100);
sampler.unref();
const peakHeapMb = () => Math.round(Math.max(heapPeak, process.memoryUsage().heapTotal) / 1024 / 1024);

/** The process's peak resident set so far, from the kernel (it counts what V8's own figures leave out). */
function peakRssMb(): number {
  const line = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync('/proc/self/status', 'utf8'));
  return line ? Math.round(Number(line[1]) / 1024) : Math.round(process.memoryUsage().rss / 1024 / 1024);
}

async function main() {
  const file = new Uint8Array(fs.readFileSync(process.argv[2]!));
  const format = file[0] === 0x50 ? 'xlsx' : 'csv';
  const v8 = await import('node:v8');
  const { getDb, closeDb } = await import('@/server/db');
  const { dryRunImport } = await import('@/server/catalogue-import/dry-run-import');
  const { startImportJob } = await import('@/server/catalogue-import/start-import-job');
  const { importJobSettled } = await import('@/server/catalogue-import/import-job-runner');
  const { getImportJob } = await import('@/server/catalogue-import/get-import-job');
  const db = await getDb();
  try {
    const t0 = performance.now();
    const report = await dryRunImport(db, file, 'en');
    const dryRun = { seconds: (performance.now() - t0) / 1000, peakRssMb: peakRssMb(), peakHeapMb: peakHeapMb(), problems: report.problemCount, created: report.created };
    console.log(`dry run: ${dryRun.seconds.toFixed(1)} s, ${report.problemCount} problems, ${report.created} to create, peak RSS ${dryRun.peakRssMb} MB, heap ${dryRun.peakHeapMb} MB`);

    const timeImport = async () => {
      const started = performance.now();
      const job = await startImportJob(db, { actorUserId: 0, fileName: `bench.${format}`, bytes: file, lang: 'en' });
      await importJobSettled(job.id);
      const done = await getImportJob(db, job.id);
      const step = { seconds: (performance.now() - started) / 1000, peakRssMb: peakRssMb(), peakHeapMb: peakHeapMb(), state: done.state, created: done.created, updated: done.updated, unchanged: done.unchanged };
      console.log(`import: ${step.seconds.toFixed(1)} s, ${done.state}, ${done.created} created, ${done.updated} updated, ${done.unchanged} unchanged, peak RSS ${step.peakRssMb} MB, heap ${step.peakHeapMb} MB`);
      return step;
    };
    const first = await timeImport();
    const again = await timeImport();
    const result: ImportChildResult = {
      heapLimitMb: Math.round(v8.getHeapStatistics().heap_size_limit / 1024 / 1024),
      dryRun,
      import: first,
      reimport: again,
    };
    process.send!(result);
  } finally {
    await closeDb();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
