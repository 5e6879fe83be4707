/**
 * `npm test`: lint, typecheck, unit + API tests (PGlite; the tests that reach the database again on
 * PostgreSQL when TEST_DATABASE_URL is set, ADR 0052), production build, the reliability tests
 * (PostgreSQL: instances behind nginx), browser tests.
 * Ends with one line `N passed, N failed`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, run, runCollected } from './lib/run';
import { ensureChromium } from './lib/ensure-chromium';
import { ensureNginx } from './lib/ensure-nginx';
import { findLeakedSecrets, SECRET_CANARY_ENV } from './lib/secret-canary';

type Tally = { passed: number; failed: number };
const tally: Tally = { passed: 0, failed: 0 };
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-test-'));
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Each step's wall time, printed beside the summary (the CI budget is read from them). */
const timings: { name: string; seconds: number }[] = [];

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const began = Date.now();
  try {
    return await work();
  } finally {
    timings.push({ name, seconds: Math.round((Date.now() - began) / 1000) });
  }
}

async function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = baseEnv): Promise<boolean> {
  console.log(`\n▶ ${name}`);
  return timed(name, async () => (await run(command, args, { env })) === 0);
}

/** A check that is not a test file (lint, types, build) counts as one test. */
async function check(name: string, command: string, args: string[], env = baseEnv): Promise<boolean> {
  const ok = await step(name, command, args, env);
  if (ok) tally.passed++;
  else tally.failed++;
  console.log(`${ok ? '✓' : '✗'} ${name}`);
  return ok;
}

type Check = { name: string; command: string; args: string[] };

/**
 * Checks that read the code but do not depend on each other (lint, types), run at the same time: each
 * is mostly one process on one core, and CI has two. Their outputs are shown one after the other.
 */
async function checksAtOnce(checks: Check[]): Promise<void> {
  for (const { name } of checks) console.log(`\n▶ ${name} (at the same time as the other checks)`);
  const results = await timed(checks.map((c) => c.name).join(' + '), () =>
    Promise.all(checks.map((c) => runCollected(c.command, c.args, { env: baseEnv }))),
  );
  checks.forEach(({ name }, i) => {
    const { code, output } = results[i]!;
    const ok = code === 0;
    if (ok) tally.passed++;
    else tally.failed++;
    console.log(`\n▶ ${name}`);
    if (output) process.stdout.write(output);
    console.log(`${ok ? '✓' : '✗'} ${name}`);
  });
}

/** The build ran with canary secrets: none may appear in what browsers download. */
function checkNoSecretsInClientBundles(): void {
  const leaks = findLeakedSecrets();
  const ok = leaks.length === 0;
  if (ok) tally.passed++;
  else tally.failed++;
  console.log(`${ok ? '✓' : '✗'} no server secret in client bundles${ok ? '' : `: ${leaks.join(', ')}`}`);
}

function countVitest(file: string): Tally | null {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  } catch {
    return null;
  }
}

async function vitest(label: string, env: NodeJS.ProcessEnv, args: string[] = [], title = `unit + API tests (${label})`): Promise<void> {
  const out = path.join(reportDir, `vitest-${label}.json`);
  const ok = await step(title, bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  const counts = countVitest(out);
  if (counts) {
    tally.passed += counts.passed;
    tally.failed += counts.failed;
  }
  if (!ok && (!counts || counts.failed === 0)) tally.failed++; // crashed outside a test
}

/**
 * tests/reliability/: two instances on one PostgreSQL database behind nginx — shared state,
 * kill -9 during writes, and the production guide end to end (that one needs the build just made).
 * nginx is Debian's package, installed here when missing and possible; otherwise skipped with the reason.
 */
async function reliability(built: boolean): Promise<void> {
  const missing = ensureNginx();
  if (missing) {
    console.log(`\n(Reliability tests skipped: ${missing}.)`);
    return;
  }
  const files = built ? [] : ['tests/reliability/two-instances.test.ts', 'tests/reliability/kill-instance.test.ts'];
  await vitest('reliability', baseEnv, ['-c', 'vitest.reliability.config.ts', ...files], 'reliability tests (PostgreSQL, two instances behind nginx)');
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number }; suites?: PlaywrightSuite[] };

function readPlaywright(file: string): PlaywrightReport | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as PlaywrightReport;
  } catch {
    return null;
  }
}

/** The journeys that failed first and passed on their retry: each one fails by chance and must be fixed. */
function flakyJourneys(report: PlaywrightReport): string[] {
  const found: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) if (test.status === 'flaky') found.push(`${spec.file}:${spec.line} › ${spec.title} [${test.projectName}]`);
    suite.suites?.forEach(walk);
  };
  report.suites?.forEach(walk);
  return found;
}

async function main() {
  const started = Date.now();
  const flaky: string[] = [];
  await checksAtOnce([
    { name: 'lint', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
    { name: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
  ]);
  await vitest('pglite', { ...baseEnv, TEST_DATABASE_URL: '' });
  // Only the tests that reach the database run again on PostgreSQL (the `db` project, ADR 0052).
  if (process.env.TEST_DATABASE_URL) await vitest('postgres', baseEnv, ['--project', 'db'], 'database tests (postgres)');
  else console.log('\n(TEST_DATABASE_URL not set: the PostgreSQL run of the API tests is skipped.)');

  let built = false;
  if (!ensureChromium()) {
    tally.failed++;
  } else if (await check('production build', 'npm', ['run', 'build'], { ...baseEnv, ...SECRET_CANARY_ENV })) {
    built = true;
    checkNoSecretsInClientBundles();
  }
  if (process.env.TEST_DATABASE_URL) await reliability(built);
  else console.log('\n(TEST_DATABASE_URL not set: the reliability tests are skipped.)');
  if (built) {
    const out = path.join(reportDir, 'playwright.json');
    const ok = await step('browser tests', bin('playwright'), ['test'], { ...baseEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    const report = readPlaywright(out);
    if (report) {
      tally.passed += report.stats.expected + report.stats.flaky;
      tally.failed += report.stats.unexpected;
      flaky.push(...flakyJourneys(report));
    }
    if (!ok && (!report || report.stats.unexpected === 0)) tally.failed++;
  }
  console.log(`\nTook ${Math.round((Date.now() - started) / 1000)} s: ${timings.map((t) => `${t.name} ${t.seconds} s`).join(' · ')}.`);
  // Passed on a retry still means a journey that fails by chance: named here, beside the summary.
  if (flaky.length > 0) console.log(`\n${flaky.length} passed only on a retry (fix each):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
  else console.log('No test needed a retry.');
  console.log(`${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed > 0 ? 1 : 0);
}

void main();
