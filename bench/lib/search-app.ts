/**
 * The search bench against the running app: the production server (scripts/serve.ts, as `npm start`
 * runs it and as the main bench starts it) over the bench's own database, one approved buyer signed in.
 * Measuring the real server matters for the stall test: what a visitor waits for on the home page while
 * buyers search depends on where the server runs the database, not on the API alone.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startApp, waitForFirstAnswer } from './app-process';
import { LOOPBACK } from './http-get';
import { loadPaths, loadPathsPaced, signIn, type BenchServer, type LoadFigures } from './search-load';
import { SEARCH_BUYER } from './search-buyer';
import { warm } from './warm';

/**
 * Starts the production server on `port` over the bench's database (PostgreSQL by URL, or the PGlite
 * data folder the in-process half used, which must be closed by then) and signs the bench buyer in.
 * The catalogue and the buyer are already there: the server neither seeds nor creates anyone.
 */
export async function startSearchApp(
  port: number,
  db: { databaseUrl?: string; dataDir: string; poolMax: number },
  logFile: string,
): Promise<BenchServer> {
  const env: Record<string, string> = { SEED_DISABLED: '1', DB_POOL_MAX: String(db.poolMax), LOG_LEVEL: 'warn' };
  if (db.databaseUrl) {
    // What a production instance on PostgreSQL must name to start (ADR 0038, 0060, 0061); the bench has
    // no staff and takes no payments.
    env.DATABASE_URL = db.databaseUrl;
    env.TOTP_ENCRYPTION_KEY = process.env.TOTP_ENCRYPTION_KEY || crypto.randomBytes(32).toString('hex');
    env.PAY_PROVIDER = process.env.PAY_PROVIDER || 'sandbox';
    env.PUBLIC_BASE_URL = process.env.PUBLIC_BASE_URL || `http://${LOOPBACK}:${port}`;
  }
  fs.mkdirSync(db.dataDir, { recursive: true });
  const app = startApp({ port, dataDir: db.dataDir, logFile, env });
  const base = `http://${LOOPBACK}:${port}`;
  try {
    await waitForFirstAnswer(app, `${base}/api/cate`, 300_000);
    const token = await signIn(base, SEARCH_BUYER);
    return { base, headers: { authorization: `Bearer ${token}` }, stop: app.stop };
  } catch (err) {
    await app.stop();
    throw err;
  }
}

export type StallFigures = {
  products: number;
  searchConnections: number;
  seconds: number;
  /** The searches the stall test ran beside the pages (closed loop, distinct keywords). */
  search: LoadFigures;
  /** Each light load alone (nothing searching), then the same beside the searches. */
  idle: LoadFigures[];
  underSearch: LoadFigures[];
};

/** Pages and calls a visitor makes that never search: each is measured under its own light paced load. */
export function stallPaths(sku: string | null): { name: string; path: string }[] {
  return [
    { name: 'home page', path: '/' },
    ...(sku ? [{ name: 'product page', path: `/product/${encodeURIComponent(sku)}` }] : []),
    { name: '/api/cate', path: '/api/cate' },
  ];
}

/** Requests a second each light load offers: a few visitors browsing, far below what any of them costs. */
export const STALL_LIGHT_RATE = 10;

/**
 * The stall test: `connections` signed-in buyers search distinct keywords back to back while visitors
 * open the home page, a product page and `/api/cate` (each its own paced load, as a returning visitor
 * with the XSRF cookie a first visit set). Each page is measured alone first, so the report shows what
 * the searching added. An embedded database that answers on the server's own thread makes every
 * visitor wait behind the search in progress.
 */
export async function measureStall(
  server: BenchServer,
  searchPaths: readonly string[],
  settings: { connections: number; seconds: number; products: number; sku: string | null },
  log: (line: string) => void,
): Promise<StallFigures> {
  const pages = stallPaths(settings.sku);
  const visitors: { name: string; path: string; visitor: BenchServer }[] = [];
  for (const page of pages) {
    const answer = await warm(`${server.base}${page.path}`);
    if (answer.status !== 200) throw new Error(`stall test: ${page.path} answered ${answer.status}`);
    visitors.push({ ...page, visitor: { base: server.base, headers: answer.cookie ? { cookie: answer.cookie } : {}, stop: async () => {} } });
  }
  const light = (v: (typeof visitors)[number], label: string) =>
    loadPathsPaced(v.visitor, `${v.name} (${v.path}), ${STALL_LIGHT_RATE}/s paced${label}`, [v.path], {
      connections: 4,
      seconds: settings.seconds,
      rate: STALL_LIGHT_RATE,
      quiet: true,
    });
  log(`Stall test: each page alone at ${STALL_LIGHT_RATE}/s, ${settings.seconds} s…`);
  const idle = await Promise.all(visitors.map((v) => light(v, ', nothing searching')));
  for (const f of idle) log(`  ${JSON.stringify(f)}`);
  log(`Stall test: the same beside ${settings.connections} connections searching distinct keywords back to back, ${settings.seconds} s…`);
  // The searches start first so the pages meet them from their first request.
  const searching = loadPaths(server, `/api/products?keyword=<distinct>, ${settings.connections} connections back to back`, searchPaths, {
    connections: settings.connections,
    seconds: settings.seconds + 2,
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const underSearch = await Promise.all(visitors.map((v) => light(v, `, beside ${settings.connections} connections searching`)));
  const search = await searching;
  for (const f of [search, ...underSearch]) log(`  ${JSON.stringify(f)}`);
  return { products: settings.products, searchConnections: settings.connections, seconds: settings.seconds, search, idle, underSearch };
}

/** A bench log file beside the results. */
export function appLogFile(name: string): string {
  return path.join('bench', 'results', name);
}
