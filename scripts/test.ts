/**
 * `npm test`: lint, typecheck, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set), production build, browser tests. Ends with one line `N passed, N failed`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, run } from './lib/run';
import { ensureChromium } from './lib/ensure-chromium';
import { findLeakedSecrets, SECRET_CANARY_ENV } from './lib/secret-canary';

type Tally = { passed: number; failed: number };
const tally: Tally = { passed: 0, failed: 0 };
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-test-'));
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

async function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = baseEnv): Promise<boolean> {
  console.log(`\n▶ ${name}`);
  return (await run(command, args, { env })) === 0;
}

/** A check that is not a test file (lint, types, build) counts as one test. */
async function check(name: string, command: string, args: string[], env = baseEnv): Promise<boolean> {
  const ok = await step(name, command, args, env);
  if (ok) tally.passed++;
  else tally.failed++;
  console.log(`${ok ? '✓' : '✗'} ${name}`);
  return ok;
}

/** Row 24: the build ran with canary secrets; none may appear in what browsers download. */
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

async function vitest(label: string, env: NodeJS.ProcessEnv): Promise<void> {
  const out = path.join(reportDir, `vitest-${label}.json`);
  const ok = await step(`unit + API tests (${label})`, bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  const counts = countVitest(out);
  if (counts) {
    tally.passed += counts.passed;
    tally.failed += counts.failed;
  }
  if (!ok && (!counts || counts.failed === 0)) tally.failed++; // crashed outside a test
}

function countPlaywright(file: string): Tally | null {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  } catch {
    return null;
  }
}

async function main() {
  const started = Date.now();
  await check('lint', bin('eslint'), ['--max-warnings=0', '.']);
  await check('typecheck', bin('tsc'), ['--noEmit']);
  await vitest('pglite', { ...baseEnv, TEST_DATABASE_URL: '' });
  if (process.env.TEST_DATABASE_URL) await vitest('postgres', baseEnv);
  else console.log('\n(TEST_DATABASE_URL not set: the PostgreSQL run of the API tests is skipped.)');

  if (!ensureChromium()) {
    tally.failed++;
  } else if (await check('production build', 'npm', ['run', 'build'], { ...baseEnv, ...SECRET_CANARY_ENV })) {
    checkNoSecretsInClientBundles();
    const out = path.join(reportDir, 'playwright.json');
    const ok = await step('browser tests', bin('playwright'), ['test'], { ...baseEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    const counts = countPlaywright(out);
    if (counts) {
      tally.passed += counts.passed;
      tally.failed += counts.failed;
    }
    if (!ok && (!counts || counts.failed === 0)) tally.failed++;
  }
  console.log(`\nTook ${Math.round((Date.now() - started) / 1000)} s.`);
  console.log(`${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed > 0 ? 1 : 0);
}

void main();
