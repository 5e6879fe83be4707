/**
 * Load with a different path on every request (autocannon for closed loops, a paced open loop of our
 * own), for the search bench's end-to-end half (bench/search.ts, against the production server:
 * bench/lib/search-app.ts) and the floor (bench/floor.ts, against the API alone: bench/lib/search-server.ts).
 *
 *  - search: 50 connections as one signed-in buyer, every request a keyword not asked before in the run
 *    (part numbers respelled, OE numbers, title words, Chinese words, brands; the search API has no answer
 *    cache, and distinct keywords keep PostgreSQL's own caches honest too);
 *  - listings: 10 connections, every page of every category (top and child) in rotation over the sorts
 *    and both languages, so no request repeats and the catalogue answer cache never answers.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import crypto from 'node:crypto';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { killGroup, onCleanup } from './cleanup';
import { percentile } from './stats';

export type LoadFigures = {
  path: string;
  connections: number;
  seconds: number;
  requests: number;
  distinct: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The same answers' latencies by kind of request (a paced run given a classifier). */
  byClass?: Record<string, { requests: number } & Pick<LoadFigures, 'p50' | 'p95' | 'p99'>>;
};

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** p50 / p95 / p99 of the answers' latencies (ms). */
function latencies(times: number[]): Pick<LoadFigures, 'p50' | 'p95' | 'p99'> {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)) };
}

export type BenchServer = { base: string; stop: () => Promise<void>; headers: Record<string, string> };

/** Signs a buyer in as a browser does (the XSRF cookie from a GET, echoed on the POST); returns the bearer token. */
export async function signIn(base: string, buyer: { mobile: string; password: string }): Promise<string> {
  const visitor = (await fetch(`${base}/api/cate`, { signal: AbortSignal.timeout(30_000) })).headers.get('set-cookie') ?? '';
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(visitor)![1]!);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ username: buyer.mobile, password: buyer.password }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await login.json()) as { status: number; msg: string; data: { token: string } | null };
  if (!body.data) throw new Error(`bench buyer sign-in failed: ${body.status} ${body.msg}`);
  return body.data.token;
}

/** Starts the API on `port` over the given database, signs the bench buyer in. */
export async function startSearchServer(
  port: number,
  db: { databaseUrl?: string; dataDir?: string; poolMax: number },
  /** Node flags for the server (e.g. --cpu-prof); tsx hands them to the process that runs it. */
  nodeFlags: string[] = [],
): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (db.databaseUrl) env.DATABASE_URL = db.databaseUrl;
  // Required with DATABASE_URL (it seals staff second-factor secrets, ADR 0038); the bench has no staff.
  if (db.databaseUrl && !env.TOTP_ENCRYPTION_KEY) env.TOTP_ENCRYPTION_KEY = crypto.randomBytes(32).toString('hex');
  // Also required with DATABASE_URL at a server start (ADR 0060, 0061); named here so the bench's server
  // runs with what a production instance has.
  if (db.databaseUrl) {
    env.PAY_PROVIDER ||= 'sandbox';
    env.PUBLIC_BASE_URL ||= `http://127.0.0.1:${port}`;
  }
  if (db.dataDir) env.DATA_DIR = db.dataDir;
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', ...nodeFlags, 'bench/lib/search-server.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'production',
      DB_POOL_MAX: String(db.poolMax),
      SEED_DISABLED: '1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  const pid = child.pid!;
  const forget = onCleanup(() => killGroup(pid, 'SIGKILL'));
  const lines = readline.createInterface({ input: child.stdout! });
  const ready = await new Promise<{ mobile: string; password: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('search bench server did not start within 5 min')), 300_000);
    lines.on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice(6)));
    });
    child.once('exit', (code) => reject(new Error(`search bench server exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const token = await signIn(base, { mobile: ready.mobile, password: ready.password });
  return {
    base,
    headers: { authorization: `Bearer ${token}` },
    stop: async () => {
      killGroup(pid, 'SIGTERM');
      await new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(null);
        const timer = setTimeout(() => {
          killGroup(pid, 'SIGKILL');
          resolve(null);
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(null);
        });
      });
      forget();
    },
  };
}

/**
 * `paths` in turn, one per request, for `seconds` at `connections`; latency from every response's own
 * time. More requests than paths wrap around (the report shows requests and distinct paths).
 */
export async function loadPaths(
  server: BenchServer,
  name: string,
  paths: readonly string[],
  settings: {
    connections: number;
    seconds: number;
    warmupPaths?: readonly string[];
    signedIn?: boolean;
  },
): Promise<LoadFigures> {
  // A signed-in buyer (bearer token) unless told otherwise: listings are asked as a visitor would.
  const headers = settings.signedIn === false ? {} : server.headers;
  if (settings.warmupPaths?.length) {
    // Plans, JIT and the pool's connections; these paths are not among the measured ones.
    let w = 0;
    const warm = autocannon({
      url: server.base,
      connections: settings.connections,
      amount: settings.warmupPaths.length,
      timeout: 20,
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, path: settings.warmupPaths![w++ % settings.warmupPaths!.length] }) }],
    });
    await warm;
  }
  let next = 0;
  const times: number[] = [];
  const instance = autocannon({
    url: server.base,
    connections: settings.connections,
    duration: settings.seconds,
    timeout: 20,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const guard = setTimeout(() => instance.stop(), (settings.seconds + 30) * 1000);
  const result = await instance;
  clearTimeout(guard);
  return {
    path: name,
    connections: settings.connections,
    seconds: settings.seconds,
    requests: times.length,
    distinct: Math.min(next, paths.length),
    rps: round(result.requests.average),
    ...latencies(times),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * `paths` in turn at a steady `rate` a second over at most `connections` keep-alive sockets: an open
 * loop, one request every 1000 / rate ms whatever the answers do. (autocannon's overallRate sends each
 * second's requests at once, so its latencies measure its own bursts.) A closed loop finds the most the
 * server answers, and there every answer waits behind the others (mean wait = connections ÷ req/s);
 * here, below that most, a wait is the request's own time plus what it meets by chance. Latency runs
 * from when the request was due, so a request that waited for a free socket counts that wait too.
 */
export async function loadPathsPaced(
  server: BenchServer,
  name: string,
  paths: readonly string[],
  settings: {
    connections: number;
    seconds: number;
    rate: number;
    /** No list of the slowest answers. */
    quiet?: boolean;
    /** The kind of a request's path, for latencies by kind beside the overall ones. */
    classify?: (path: string) => string;
  },
): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: settings.connections });
  const base = new URL(server.base);
  const count = Math.floor(settings.seconds * settings.rate);
  const answered: { path: string; ms: number }[] = [];
  let non2xx = 0;
  let errors = 0;
  const ask = (path: string, due: number) =>
    new Promise<void>((resolve) => {
      const req = http.get({ host: base.hostname, port: base.port, path, agent, headers: server.headers, timeout: 20_000 }, (res) => {
        res.resume();
        res.on('end', () => {
          answered.push({ path, ms: performance.now() - due });
          if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx++;
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  const answers: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / settings.rate;
    const early = due - performance.now();
    if (early > 0) await sleep(early);
    answers.push(ask(paths[i % paths.length]!, due));
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  // The slowest answers, to read which keywords make the tail.
  if (!settings.quiet) for (const slow of [...answered].sort((a, b) => b.ms - a.ms).slice(0, 8)) console.log(`    ${round(slow.ms)} ms ${decodeURIComponent(slow.path)}`);
  let byClass: LoadFigures['byClass'];
  if (settings.classify) {
    const groups = new Map<string, number[]>();
    for (const a of answered) {
      const kind = settings.classify(a.path);
      const list = groups.get(kind) ?? [];
      list.push(a.ms);
      groups.set(kind, list);
    }
    byClass = Object.fromEntries([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([kind, ms]) => [kind, { requests: ms.length, ...latencies(ms) }]));
  }
  return {
    path: name,
    connections: settings.connections,
    seconds: settings.seconds,
    requests: answered.length,
    distinct: Math.min(count, paths.length),
    rps: round(answered.length / elapsed),
    ...latencies(answered.map((a) => a.ms)),
    non2xx,
    errors,
    ...(byClass ? { byClass } : {}),
  };
}
