/**
 * `npm run bench:import` (also a step of `npm run bench` when a PostgreSQL URL is set): the catalogue
 * import (ADR 0050) at 100,000 rows on PostgreSQL, measured (not tested).
 *
 * A fresh database on BENCH_DATABASE_URL (else TEST_DATABASE_URL) gets the vehicle table and the demo
 * categories; the demo generator's first --rows products are written as an import file (--format xlsx or
 * csv, every column filled); then the dry run, the import (a new catalogue: every row created) and the
 * same import again (every row unchanged) run in process through the domain functions the API calls.
 * Reported: file size, rows/s and total time of each step, and whether the import beat 2 minutes.
 * Writes bench/results/import.{json,md}. Options: --rows (default 100000), --format (xlsx).
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { round } from './lib/stats';
import { scratchDatabase } from './lib/scratch-database';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, format: { type: 'string', default: 'xlsx' } } });
const ROWS = Number(values.rows);
const FORMAT = values.format === 'csv' ? 'csv' : 'xlsx';
const BUDGET_S = 120;

const scratch = scratchDatabase('partsmall_bench_import', 'import');
if (!scratch) process.exit(0);
const database = scratch;

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function main() {
  const databaseUrl = await database.create();
  Object.assign(process.env, { NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', SEED_DISABLED: '1' });
  // Imported after the environment is set: src/env.ts reads it once.
  const { getDbHandle, closeDb } = await import('@/server/db');
  const { applyMigrations } = await import('@/server/db/migrate');
  const { seedCategories } = await import('@/server/db/seed/seed-demo-catalogue');
  const { loadVehiclesIfEmpty } = await import('@/server/vehicles/load-vehicles');
  const { demoProducts } = await import('@/server/db/seed/demo-catalogue/demo-products');
  const { streamExport } = await import('@/server/exports/export-file');
  const { catalogueColumns } = await import('@/server/catalogue-import/export-catalogue');
  const { inputToRow } = await import('@/server/catalogue-import/import-columns');
  const { rowAsInput } = await import('@/server/catalogue-import/catalogue-products');
  const { productInputSchema } = await import('@/contracts/catalogue-admin');
  const { dryRunImport } = await import('@/server/catalogue-import/dry-run-import');
  const { startImportJob } = await import('@/server/catalogue-import/start-import-job');
  const { importJobSettled } = await import('@/server/catalogue-import/import-job-runner');
  const { getImportJob } = await import('@/server/catalogue-import/get-import-job');
  try {
    const handle = await getDbHandle();
    await applyMigrations(handle.db, handle.driver);
    const db = handle.db;
    await loadVehiclesIfEmpty(db);
    const children = await seedCategories(db);
    const cidById = new Map(children.map((c) => [c.id, c.cid]));

    // The demo generator's products as import rows (through the schema, as an operator's file would be valid).
    async function* rows() {
      let id = 0;
      for (const built of demoProducts(children, ROWS)) {
        const p = { ...built.product, id: ++id } as Parameters<typeof rowAsInput>[0];
        const fitments = built.fitments.map((f, i) => ({ ...f, id: i, productId: id })) as Parameters<typeof rowAsInput>[1];
        yield inputToRow(productInputSchema.parse(rowAsInput(p, fitments, cidById.get(built.product.categoryId)!)));
      }
    }
    let t0 = performance.now();
    const file = await bytesOf(streamExport(FORMAT, 'Products', catalogueColumns('en'), rows()));
    const generateS = (performance.now() - t0) / 1000;
    console.log(`file: ${ROWS} rows, ${FORMAT}, ${(file.length / 1024 / 1024).toFixed(1)} MB, written in ${generateS.toFixed(1)} s`);

    t0 = performance.now();
    const report = await dryRunImport(db, file, 'en');
    const dryRunS = (performance.now() - t0) / 1000;
    console.log(`dry run: ${dryRunS.toFixed(1)} s, ${report.problemCount} problems, ${report.created} to create`);

    const timeImport = async () => {
      const started = performance.now();
      const job = await startImportJob(db, { actorUserId: 0, fileName: `bench.${FORMAT}`, bytes: file, lang: 'en' });
      await importJobSettled(job.id);
      return { seconds: (performance.now() - started) / 1000, job: await getImportJob(db, job.id) };
    };
    const first = await timeImport();
    console.log(`import: ${first.seconds.toFixed(1)} s`, first.job);
    const again = await timeImport();
    console.log(`import again: ${again.seconds.toFixed(1)} s`, again.job);

    const result = {
      database: 'PostgreSQL',
      rows: ROWS,
      format: FORMAT,
      fileMegabytes: round(file.length / 1024 / 1024, 1),
      fitsUploadCap: file.length <= 10 * 1024 * 1024,
      dryRun: { seconds: round(dryRunS, 1), rowsPerSecond: round(ROWS / dryRunS, 0), problems: report.problemCount },
      import: { seconds: round(first.seconds, 1), rowsPerSecond: round(ROWS / first.seconds, 0), created: first.job.created, state: first.job.state },
      reimport: { seconds: round(again.seconds, 1), rowsPerSecond: round(ROWS / again.seconds, 0), unchanged: again.job.unchanged, changed: again.job.created + again.job.updated },
      withinBudget: first.seconds < BUDGET_S,
      machine: { cores: os.cpus().length, loadAverage1m: round(os.loadavg()[0]!, 2) },
      measuredAt: new Date().toISOString(),
    };
    const correct = report.problemCount === 0 && first.job.state === 'done' && first.job.created === ROWS && result.reimport.changed === 0;
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/import.json', JSON.stringify(result, null, 2));
    const md =
      `| rows | file | dry run | import (new) | import again (0 changed) | under ${BUDGET_S} s |\n| --- | --- | --- | --- | --- | --- |\n` +
      `| ${ROWS} | ${FORMAT} ${result.fileMegabytes} MB | ${result.dryRun.seconds} s (${result.dryRun.rowsPerSecond} rows/s) | ` +
      `${result.import.seconds} s (${result.import.rowsPerSecond} rows/s) | ${result.reimport.seconds} s (${result.reimport.rowsPerSecond} rows/s) | ${result.withinBudget ? 'yes' : 'NO'} |\n`;
    fs.writeFileSync('bench/results/import.md', md);
    console.log('\nCatalogue import on PostgreSQL (bench/import.ts):');
    console.log(md);
    console.log(correct ? 'PASS: every row created once, the re-run changed nothing' : 'FAIL: see the counts above');
    if (!correct) process.exitCode = 1;
  } finally {
    await closeDb();
    await database.drop();
  }
}

main().catch(async (err: unknown) => {
  console.error(err);
  await database.drop().catch(() => {});
  process.exit(1);
});
