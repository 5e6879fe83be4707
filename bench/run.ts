/**
 * `npm run bench`: a measurement, not a test. Load on the API and cached pages against a bare
 * node:http server sending the same bytes, the app's peak memory, Lighthouse mobile on three pages
 * and the time from an existing data folder to the first answer. Prints PASS/FAIL against the
 * budgets and writes bench/results/latest.{json,md}; exits 0 unless it could not measure.
 * Why it is built this way: docs/decisions/0004-benchmarks.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startApp, waitForFirstAnswer } from './lib/app-process';
import { cleanupNow } from './lib/cleanup';
import { prepareDataFolder } from './lib/data-folder';
import { ensureBuild } from './lib/ensure-build';
import { describeEnvironment } from './lib/environment';
import { skuFromApi } from './lib/find-sku';
import { LOOPBACK } from './lib/http-get';
import { isBusy, measureMachineLoad } from './lib/machine-busy';
import { measureConsoleIsolation } from './lib/console-isolation';
import { measureLighthouse } from './lib/measure-lighthouse';
import { measureFavorites, measureTradeData, seedFavoritesBuyer } from './lib/measure-favorites';
import { measureBehindNginx } from './lib/measure-behind-nginx';
import { measureBuyerApi } from './lib/measure-buyer-api';
import { measureLoad } from './lib/measure-load';
import { runFavoritesOnly } from './lib/favorites-only';
import { probeStarts, summarizeStarts } from './lib/measure-startup';
import { sampleMemory } from './lib/memory-sampler';
import { parseOptions } from './lib/options';
import { printReport, writeResults } from './lib/report';
import type { BenchResult } from './lib/results';
import { checkTargets } from './lib/targets';

const RESULTS_DIR = 'bench/results';
const log = (line: string) => console.log(line);

/**
 * The inquiry list under load and the 500-line quick inquiry (bench/inquiries.ts: its own server on a
 * fresh data folder), after the main bench so the two never load the machine at once.
 */
function runInquiryBench(): Promise<number> {
  log('\nInquiry list and quick-inquiry bench (bench/inquiries.ts)…');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'bench/inquiries.ts'], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * The payment notification handler at 50 concurrent notifications on PostgreSQL
 * (bench/payment-notifications.ts; BENCH_DATABASE_URL or TEST_DATABASE_URL, skipped without one).
 */
function runPaymentBench(): Promise<number> {
  log('\nPayment notification bench (bench/payment-notifications.ts)…');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'bench/payment-notifications.ts'], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * The catalogue import at 100,000 rows on PostgreSQL (bench/import.ts; BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, skipped without one).
 */
function runImportBench(): Promise<number> {
  log('\nCatalogue import bench (bench/import.ts)…');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'bench/import.ts'], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * The search bench (bench/search.ts: in process, then end to end through the API) on PGlite at 200,000
 * products, and with BENCH_DATABASE_URL on PostgreSQL at 200,000 and 1,000,000 (a database of its own
 * per size, reused once seeded; `--no-search-million` skips the 1M run). Ends with every run's targets.
 */
async function runSearchBench(million: boolean): Promise<number> {
  const pg = Boolean(process.env.BENCH_DATABASE_URL);
  const runs = [
    ['--products', '200000'],
    ...(pg ? [['--postgres', '--products', '200000']] : []),
    ...(pg && million ? [['--postgres', '--products', '1000000']] : []),
  ];
  const summaries: string[] = [];
  for (const args of runs) {
    log(`\nSearch bench (bench/search.ts ${args.join(' ')})…`);
    const code = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'bench/search.ts', ...args], { stdio: 'inherit' });
      child.on('exit', (exit) => resolve(exit ?? 1));
    });
    if (code !== 0) return code;
    const driver = args.includes('--postgres') ? 'postgres' : 'pglite';
    const products = args[args.indexOf('--products') + 1];
    try {
      const result = JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, `search-${driver}-${products}.json`), 'utf8')) as {
        targets: { name: string; budget: string; measured: string; verdict: string }[];
      };
      for (const t of result.targets) summaries.push(`| ${driver} ${Number(products).toLocaleString('en')} | ${t.name} | ${t.budget} | ${t.measured} | ${t.verdict} |`);
    } catch {
      summaries.push(`| ${driver} ${products} | (no results file) | | | N/A |`);
    }
  }
  log('\nSearch targets (issue 11):\n\n| run | target | budget | measured | verdict |\n| --- | --- | --- | --- | --- |');
  for (const line of summaries) log(line);
  return 0;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.only === 'favorites') return runFavoritesOnly(options, RESULTS_DIR, log);
  await runMainBench(options);
  if (options.inquiries && (await runInquiryBench()) !== 0) throw new Error('the inquiry bench failed');
  if ((await runPaymentBench()) !== 0) throw new Error('the payment notification bench failed');
  if ((await runImportBench()) !== 0) throw new Error('the catalogue import bench failed');
  if (options.search && (await runSearchBench(options.searchMillion)) !== 0) throw new Error('the search bench failed');
}

async function runMainBench(options: ReturnType<typeof parseOptions>) {
  const started = performance.now();
  const base = `http://${LOOPBACK}:${options.port}`;
  const firstAnswerUrl = `${base}/api/cate`;

  // Every step is bounded; this is the last word if something hangs anyway.
  const budgetMs = 30 * 60_000 + options.products * 8;
  const watchdog = setTimeout(() => {
    console.error(`\nbench: gave up after ${Math.round(budgetMs / 60_000)} min`);
    cleanupNow();
    process.exit(1);
  }, budgetMs);
  watchdog.unref();

  const machineBefore = await measureMachineLoad();
  if (isBusy(machineBefore)) {
    log(
      `warning: the machine is busy before the bench (${machineBefore.cpuBusyPercent}% CPU, load average ` +
        `${machineBefore.loadAverage1m} on ${machineBefore.cores} cores): absolute figures will be pessimistic.`,
    );
  }
  await ensureBuild(options.build, log);
  const data = await prepareDataFolder({ ...options, logDir: RESULTS_DIR }, log);
  await seedFavoritesBuyer(options.dataDir, options.favorites);

  log(`Starting the app from the existing data folder ${options.dataDir} (${options.starts}×)…`);
  const startSettings = {
    port: options.port,
    dataDir: options.dataDir,
    logDir: RESULTS_DIR,
    url: firstAnswerUrl,
  };
  const starts = await probeStarts(options.starts - 1, startSettings, log);
  // The last start stays up for the load and Lighthouse; its memory is sampled from spawn on.
  const app = startApp({ ...startSettings, logFile: path.join(RESULTS_DIR, 'app.log') });
  const memory = sampleMemory(app.pid);
  try {
    const first = await waitForFirstAnswer(app, firstAnswerUrl, 60_000);
    log(`  first answer after ${(first.ms / 1000).toFixed(2)} s (status ${first.status}); this one stays up`);
    starts.push(first);

    const sku = (await skuFromApi(base)) ?? data.sku;
    const productPath = sku ? `/product/${encodeURIComponent(sku)}` : null;
    const load = await measureLoad(
      [
        { name: '/api/cate', path: '/api/cate' },
        { name: 'product listing', path: '/api/products?cid=10&page=2' },
        { name: 'home page', path: '/' },
        { name: 'category page', path: '/category/10' },
        { name: 'product page', path: productPath },
      ],
      { app: base, bare: `http://${LOOPBACK}:${options.barePort}`, barePort: options.barePort },
      options,
      log,
    );
    const behindNginx = await measureBehindNginx(
      productPath,
      { app: options.port, nginxHttp: options.port + 10, nginxHttps: options.port + 11, bare: options.barePort },
      options,
      log,
    ).catch((err: unknown) => ({ skipped: `nginx: ${err instanceof Error ? err.message : String(err)}` }));
    const favorites = await measureFavorites(base, { ...options }, log);
    const tradeData = await measureTradeData(base, { ...options }, log);
    const buyerApi = await measureBuyerApi(base, { ...options }, log);
    const lighthouse = await measureLighthouse(base, sku, options, log);
    const consoleIsolation = await measureConsoleIsolation(base, ['/', '/category/10', ...(productPath ? [productPath] : [])]).catch(
      (err: unknown) => ({ error: err instanceof Error ? err.message : String(err) }),
    );
    const mem = memory.finish();
    await app.stop();

    const partial: Omit<BenchResult, 'targets'> = {
      generatedAt: new Date().toISOString(),
      durationSeconds: Math.round((performance.now() - started) / 1000),
      environment: describeEnvironment(options.chromePath),
      machineBefore,
      config: {
        connections: options.connections,
        duration: options.duration,
        rounds: options.rounds,
        warmup: options.warmup,
        starts: options.starts,
        lighthouseRuns: options.lighthouse ? options.lighthouseRuns : 0,
        quick: options.quick,
      },
      dataFolder: {
        path: options.dataDir,
        products: options.products,
        reused: data.reused,
        seedSeconds: data.seedSeconds,
      },
      startup: summarizeStarts(starts),
      load,
      favorites,
      tradeData,
      buyerApi,
      behindNginx,
      memory: mem,
      lighthouse,
      consoleIsolation,
    };
    const result: BenchResult = { ...partial, targets: checkTargets(partial) };
    printReport(result);
    log(`\nWrote ${writeResults(result, RESULTS_DIR).join(' and ')}.`);
  } finally {
    memory.finish();
    await app.stop();
  }
}

main().then(
  () => {
    cleanupNow();
    process.exit(0);
  },
  (err: unknown) => {
    console.error(
      `\nbench failed: ${err instanceof Error ? err.message : String(err)} (npm run bench -- --help)`,
    );
    cleanupNow();
    process.exit(1);
  },
);
