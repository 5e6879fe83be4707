/**
 * `npm run bench:import` (also a step of `npm run bench` when a PostgreSQL URL is set): the catalogue
 * import (ADR 0050) at 100,000 rows on PostgreSQL, as an operator can run it, measured (not tested).
 *
 * A fresh database on BENCH_DATABASE_URL (else TEST_DATABASE_URL) gets the vehicle table and the demo
 * categories; the demo generator's first --rows products are written as an import file (--format xlsx or
 * csv) holding what an ERP export holds: the identity, titles, brand, part number, prices, stock, weight
 * and warranty of each part, with no marketing descriptions, specifications, OE cross-references or
 * vehicle fitments (--specs / --oe / --fitments keep that many of each), written as Excel saves a
 * workbook (shared strings, numbers as numbers, empty cells left out) — so that 100,000 rows fit the
 * 10 MB upload cap (with one OE number or one fitment a row the file goes over it). A child process
 * started with the production server's heap flags (scripts/lib/server-command.ts) then runs the dry run, the
 * import (a new catalogue: every row created) and the same import again (every row unchanged) through
 * the domain functions the API calls (bench/lib/import-child.ts), and reports its peak RSS.
 * PASS needs: the file ≤ 10 MB, the import under 2 minutes, every row created once, the re-run changing
 * nothing. Times are reported with the load average (the machine may be shared).
 * Writes bench/results/import.{json,md}. Options: --rows (default 100000), --format (xlsx),
 * --profile (the child writes a V8 CPU profile to bench/results/import-profile/).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { parseArgs } from 'node:util';
import { IMPORT_MAX_BYTES } from '@/contracts/catalogue-import';
import { heapFlags } from '../scripts/lib/server-command';
import type { ImportChildResult } from './lib/import-child';
import { round } from './lib/stats';
import { scratchDatabase } from './lib/scratch-database';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '100000' }, format: { type: 'string', default: 'xlsx' }, specs: { type: 'string', default: '0' },
    fitments: { type: 'string', default: '0' },
    oe: { type: 'string', default: '0' },
    profile: { type: 'boolean', default: false } },
});
const ROWS = Number(values.rows);
const FORMAT = values.format === 'csv' ? 'csv' : 'xlsx';
const BUDGET_S = 120;
/** Specification lines an ERP row carries (the demo generator writes four to six, ~300 bytes of text). */
const SPECS_KEPT = Number(values.specs);
/** Vehicle fitments an ERP row carries (the demo generator writes one to three). */
const FITMENTS_KEPT = Number(values.fitments);
/** OE numbers an ERP row carries (the demo generator writes one or more). */
const OE_KEPT = Number(values.oe);
const PROFILE_DIR = 'bench/results/import-profile';

const scratch = scratchDatabase('partsmall_bench_import', 'import');
if (!scratch) process.exit(0);
const database = scratch;

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Columns Excel stores as numbers (the import reads a number cell's text). */
const NUMERIC = /^(moq|price_|stock_qty|weight_g|warranty_months)/;

/** The rows as Excel saves a workbook: shared strings, numbers as numbers, no empty cells, no styles. */
async function excelSaved(header: string[], rows: AsyncIterable<Record<string, string>>): Promise<Uint8Array> {
  const { default: Excel } = await import('exceljs');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false, zip: { zlib: { level: 9 } } } as ConstructorParameters<typeof Excel.stream.xlsx.WorkbookWriter>[0]);
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(header).commit();
  for await (const row of rows) {
    sheet.addRow(Object.entries(row).map(([key, text]) => (text === '' ? null : NUMERIC.test(key) ? Number(text) : text))).commit();
  }
  sheet.commit();
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

/** The database migrated with vehicles and the demo categories, and the import file written for it. */
async function prepare(databaseUrl: string): Promise<{ file: Uint8Array; generateS: number }> {
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
  try {
    const handle = await getDbHandle();
    await applyMigrations(handle.db, handle.driver);
    await loadVehiclesIfEmpty(handle.db);
    const children = await seedCategories(handle.db);
    const cidById = new Map(children.map((c) => [c.id, c.cid]));
    // The demo generator's products as an ERP exports them (valid through the schema, as an operator's file would be).
    async function* rows() {
      let id = 0;
      for (const built of demoProducts(children, ROWS)) {
        const p = { ...built.product, id: ++id, descriptionZh: '', descriptionEn: '', specs: (built.product.specs ?? []).slice(0, SPECS_KEPT), oeNumbers: (built.product.oeNumbers ?? []).slice(0, OE_KEPT) } as Parameters<typeof rowAsInput>[0];
        const fitments = built.fitments.slice(0, FITMENTS_KEPT).map((f, i) => ({ ...f, id: i, productId: id })) as Parameters<typeof rowAsInput>[1];
        yield inputToRow(productInputSchema.parse(rowAsInput(p, fitments, cidById.get(built.product.categoryId)!)));
      }
    }
    const t0 = performance.now();
    const file = FORMAT === 'xlsx' ? await excelSaved(catalogueColumns('en').map((c) => c.header), rows()) : await bytesOf(streamExport(FORMAT, 'Products', catalogueColumns('en'), rows()));
    return { file, generateS: (performance.now() - t0) / 1000 };
  } finally {
    await closeDb();
  }
}

/** bench/lib/import-child.ts with the production heap flags (and a CPU profile when asked). */
function runChild(filePath: string): Promise<ImportChildResult> {
  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = fork(path.resolve('bench/lib/import-child.ts'), [filePath], {
    execArgv: [...heapFlags(), ...profile, '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let result: ImportChildResult | undefined;
    child.on('message', (m) => (result = m as ImportChildResult));
    child.on('error', reject);
    child.on('exit', (code, signal) => (result ? resolve(result) : reject(new Error(`the import child ended (${signal ?? code}) without a result`))));
  });
}

async function main() {
  const databaseUrl = await database.create();
  const { file, generateS } = await prepare(databaseUrl);
  const fileMb = file.length / 1024 / 1024;
  console.log(`file: ${ROWS} rows, ${FORMAT}, ${fileMb.toFixed(2)} MB (cap ${IMPORT_MAX_BYTES / 1024 / 1024} MB), written in ${generateS.toFixed(1)} s`);
  const filePath = path.join(os.tmpdir(), `${database.name}.${FORMAT}`);
  fs.writeFileSync(filePath, file);
  try {
    const loadBefore = os.loadavg()[0]!;
    const child = await runChild(filePath);
    const rate = (s: number) => round(ROWS / s, 0);
    const result = {
      database: 'PostgreSQL',
      rows: ROWS,
      format: FORMAT,
      fileMegabytes: round(fileMb, 2),
      fitsUploadCap: file.length <= IMPORT_MAX_BYTES,
      heapFlags: heapFlags(),
      heapLimitMb: child.heapLimitMb,
      dryRun: { seconds: round(child.dryRun.seconds, 1), rowsPerSecond: rate(child.dryRun.seconds), problems: child.dryRun.problems, peakRssMb: child.dryRun.peakRssMb, peakHeapMb: child.dryRun.peakHeapMb },
      import: { seconds: round(child.import.seconds, 1), rowsPerSecond: rate(child.import.seconds), created: child.import.created, state: child.import.state, peakRssMb: child.import.peakRssMb, peakHeapMb: child.import.peakHeapMb },
      reimport: {
        seconds: round(child.reimport.seconds, 1),
        rowsPerSecond: rate(child.reimport.seconds),
        unchanged: child.reimport.unchanged,
        changed: child.reimport.created + child.reimport.updated,
        peakRssMb: child.reimport.peakRssMb,
        peakHeapMb: child.reimport.peakHeapMb,
      },
      withinBudget: child.import.seconds < BUDGET_S,
      machine: { cores: os.cpus().length, loadAverage1mBefore: round(loadBefore, 2), loadAverage1mAfter: round(os.loadavg()[0]!, 2) },
      measuredAt: new Date().toISOString(),
    };
    const correct = child.dryRun.problems === 0 && child.import.state === 'done' && child.import.created === ROWS && result.reimport.changed === 0;
    const pass = correct && result.fitsUploadCap && result.withinBudget;
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/import.json', JSON.stringify(result, null, 2));
    const md =
      `| rows | file (cap 10 MB) | dry run | import (new) | import again (0 changed) | peak RSS / V8 heap (old space 256 MB) | under ${BUDGET_S} s | load 1 min |\n` +
      `| --- | --- | --- | --- | --- | --- | --- | --- |\n` +
      `| ${ROWS} | ${FORMAT} ${result.fileMegabytes} MB | ${result.dryRun.seconds} s (${result.dryRun.rowsPerSecond} rows/s) | ` +
      `${result.import.seconds} s (${result.import.rowsPerSecond} rows/s) | ${result.reimport.seconds} s (${result.reimport.rowsPerSecond} rows/s) | ` +
      `${result.reimport.peakRssMb} / ${result.reimport.peakHeapMb} MB | ${result.withinBudget ? 'yes' : 'NO'} | ${result.machine.loadAverage1mBefore} → ${result.machine.loadAverage1mAfter} |\n`;
    fs.writeFileSync('bench/results/import.md', md);
    console.log('\nCatalogue import on PostgreSQL, production heap flags (bench/import.ts):');
    console.log(md);
    if (pass) console.log('PASS: the file fits the upload cap, the import took under 2 minutes, every row was created once, the re-run changed nothing');
    else {
      const why = [!result.fitsUploadCap && 'the file is over 10 MB', !result.withinBudget && `the import took ${result.import.seconds} s`, !correct && 'the counts are wrong (see above)'];
      console.log(`FAIL: ${why.filter(Boolean).join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    fs.rmSync(filePath, { force: true });
    await database.drop();
  }
}

main().catch(async (err: unknown) => {
  console.error(err);
  await database.drop().catch(() => {});
  process.exit(1);
});
