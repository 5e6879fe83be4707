/**
 * `npm run bench:inquiries`: the inquiry list under load and the quick-inquiry match, measured (not
 * tested) against the API alone on a fresh PGlite folder with the demo catalogue.
 *
 *  - GET /api/inquiry (page 1 of 20, and a keyword search) for one buyer with 500 inquiries at 50
 *    connections: requests/s and p50/p95/p99 from every response's own time;
 *  - POST /api/inquiry/quick with a 500-line parts list (SKU, part and OE numbers as people type
 *    them), one at a time: p50/p95 of the answer time, and its ratio to GET /api/info measured the
 *    same way in the same run (the part of the figure a busy machine does not change much).
 *
 * Writes bench/results/inquiries.{json,md}. Options: --connections, --duration, --inquiries, --runs, --port.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { killGroup, onCleanup } from './lib/cleanup';
import { isBusy, measureMachineLoad } from './lib/machine-busy';
import { median, percentile, round } from './lib/stats';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    inquiries: { type: 'string', default: '500' },
    runs: { type: 'string', default: '20' },
    port: { type: 'string', default: '3340' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const runs = Number(values.runs);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: round(percentile(sorted, 50), 1), p95: round(percentile(sorted, 95), 1), p99: round(percentile(sorted, 99), 1) };
};

async function startServer(dataDir: string): Promise<{ pid: number; ready: { mobile: string; password: string; partsList: string[] } }> {
  const child = spawn('npx', ['tsx', 'bench/lib/inquiry-server.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '3000',
      BENCH_INQUIRIES: values.inquiries,
      // One free buyer sends the seeded inquiries in one day: the daily allowance must not cut them short.
      FREE_DAILY_INQUIRIES: '1000000',
    },
  });
  const pid = child.pid!;
  onCleanup(() => killGroup(pid, 'SIGKILL'));
  const lines = readline.createInterface({ input: child.stdout! });
  const ready = await new Promise<{ mobile: string; password: string; partsList: string[] }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('inquiry bench server did not start within 10 min')), 600_000);
    lines.on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice(6)));
    });
    child.once('exit', (code) => reject(new Error(`inquiry bench server exited (${code})`)));
  });
  return { pid, ready };
}

/** Signs in as a browser does: a visitor XSRF cookie first, then the session-bound one from /api/login. */
async function signIn(mobile: string, password: string): Promise<Record<string, string>> {
  const visitor = (await fetch(`${base}/api/cate`)).headers.get('set-cookie') ?? '';
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(visitor)![1]!);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ username: mobile, password }),
  });
  const body = (await login.json()) as { data: { token: string } };
  const bound = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!);
  return { authorization: `Bearer ${body.data.token}`, cookie: `XSRF-TOKEN=${encodeURIComponent(bound)}`, 'x-xsrf-token': bound };
}

async function load(pathAndQuery: string, headers: Record<string, string>, seconds: number) {
  const times: number[] = [];
  const instance = autocannon({ url: `${base}${pathAndQuery}`, connections, duration: seconds, timeout: 10, headers });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const guard = setTimeout(() => instance.stop(), (seconds + 15) * 1000);
  const result = await instance;
  clearTimeout(guard);
  return { rps: round(result.requests.average, 1), non2xx: result.non2xx, errors: result.errors + result.timeouts, ...summary(times) };
}

async function timed(times: number, call: () => Promise<Response>) {
  const ms: number[] = [];
  let last: unknown;
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    const res = await call();
    last = await res.json();
    ms.push(performance.now() - t);
  }
  return { ...summary(ms), last };
}

async function main() {
  const machine = await measureMachineLoad();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-bench-inquiries-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  console.log(`Seeding 3,000 products and ${values.inquiries} inquiries for one buyer in ${dataDir}…`);
  const { pid, ready } = await startServer(dataDir);
  try {
    const headers = await signIn(ready.mobile, ready.password);
    const list = '/api/inquiry?lang=zh&page=1&pageSize=20';
    const search = `/api/inquiry?lang=zh&pageSize=20&keyword=${encodeURIComponent(ready.partsList[1]!.split('\t')[0]!.slice(0, 6))}`;
    await load(list, headers, 2); // warm-up, not recorded
    const listLoad = await load(list, headers, duration);
    const searchLoad = await load(search, headers, duration);

    const text = ready.partsList.join('\n');
    const post = (body: unknown) =>
      fetch(`${base}/api/inquiry/quick?lang=en`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await timed(3, () => post({ text, addToBasket: false })); // warm-up
    const info = await timed(runs, () => fetch(`${base}/api/info`, { headers }));
    const quick = await timed(runs, () => post({ text, addToBasket: false }));
    const matched = (quick.last as { data: { matched: number; ambiguous: number; unmatched: number } }).data;

    const result = {
      date: new Date().toISOString(),
      node: process.version,
      cores: os.cpus().length,
      machineBefore: machine,
      inquiries: Number(values.inquiries),
      connections,
      durationSeconds: duration,
      list: listLoad,
      keywordSearch: searchLoad,
      quickMatch500: { ...quick, last: undefined, matched, ratioToInfo: round(median([quick.p50]) / info.p50, 1) },
      infoBaseline: { ...info, last: undefined },
    };
    const md = [
      `# Inquiry bench (${result.date.slice(0, 10)})`,
      '',
      `${os.cpus()[0]?.model ?? 'CPU'} × ${result.cores}, Node ${result.node}; PGlite, 3,000 products, ${result.inquiries} inquiries for the buyer; machine before: ${machine.cpuBusyPercent}% CPU busy, load ${machine.loadAverage1m}${isBusy(machine) ? ' (busy: absolute figures are pessimistic)' : ''}.`,
      '',
      '| measurement | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      `| GET /api/inquiry page 1 (${connections} connections, ${duration} s) | ${listLoad.rps} | ${listLoad.p50} | ${listLoad.p95} | ${listLoad.p99} | ${listLoad.non2xx} | ${listLoad.errors} |`,
      `| GET /api/inquiry keyword (${connections} connections, ${duration} s) | ${searchLoad.rps} | ${searchLoad.p50} | ${searchLoad.p95} | ${searchLoad.p99} | ${searchLoad.non2xx} | ${searchLoad.errors} |`,
      '',
      `Quick inquiry, 500 lines, ${runs} sequential runs: p50 ${quick.p50} ms, p95 ${quick.p95} ms (matched ${matched.matched}, ambiguous ${matched.ambiguous}, unmatched ${matched.unmatched}); GET /api/info p50 ${info.p50} ms → ratio ${result.quickMatch500.ratioToInfo}×.`,
    ].join('\n');
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/inquiries.json', JSON.stringify(result, null, 2));
    fs.writeFileSync('bench/results/inquiries.md', `${md}\n`);
    console.log(`\n${md}`);
  } finally {
    killGroup(pid, 'SIGTERM');
  }
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
