import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { hashPassword } from '../../src/server/security/password-hash';
import { median, percentile, round } from './stats';
import { loadPathsPaced, type LoadFigures } from './search-load';

/**
 * The favourites list under load: one approved buyer with `count` favourites, signed in once, and
 * 50 connections asking for its first page (the path every /user/favorite visit takes). Private
 * answers are never cached, so this measures the session check, the join and the JSON — p50/p95
 * from every response's own time (autocannon's histogram has no p95).
 */
export const BENCH_BUYER = { mobile: '13600000999', password: 'Bench-Favourites-2026' } as const;
export const FAVORITES_PATH = '/api/favorite?pageSize=20&lang=en&site=us';

export type FavoritesRound = { rps: number; p50: number; p95: number; non2xx: number; errors: number };
export type FavoritesLoad = {
  path: string;
  favorites: number;
  connections: number;
  /** Medians over the rounds. */
  rps: number;
  p50: number;
  p95: number;
  non2xx: number;
  errors: number;
  rounds: FavoritesRound[];
};

/** Puts the bench buyer and its favourites (the first `count` listed products) into the data folder; the app must be stopped. */
export async function seedFavoritesBuyer(dataDir: string, count: number): Promise<void> {
  const client = new PGlite(path.join(path.resolve(dataDir), 'pglite'));
  try {
    await client.waitReady;
    const hash = await hashPassword(BENCH_BUYER.password);
    // The buyer owns a company of its own, as registration leaves it.
    const { rows } = await client.query<{ id: number }>(
      `WITH company AS (
         INSERT INTO companies (name, province_code, city_code, created_at, updated_at)
         SELECT 'Bench Parts Co.', '440000', '440300', now(), now()
         WHERE NOT EXISTS (SELECT 1 FROM users WHERE mobile = $1)
         RETURNING id
       )
       INSERT INTO users (mobile, name, company_id, company_role, role, status, password_hash, created_at, updated_at)
       VALUES ($1, 'Bench Buyer', (SELECT id FROM company), 'owner', 'buyer', 'approved', $2, now(), now())
       ON CONFLICT (mobile) DO UPDATE SET status = 'approved', password_hash = EXCLUDED.password_hash, updated_at = now()
       RETURNING id`,
      [BENCH_BUYER.mobile, hash],
    );
    const userId = rows[0]!.id;
    // Its company is a member on the top plan: the favourites and the trade call answer the member tier,
    // the heaviest one (member prices, breaks, stock quantity, OE numbers).
    await client.query(
      `UPDATE companies SET membership_level = (SELECT max(level) FROM membership_plans WHERE member_data = 1),
         membership_expires_at = now() + interval '365 days'
       WHERE id = (SELECT company_id FROM users WHERE id = $1)`,
      [userId],
    );
    await client.query('DELETE FROM favorites WHERE user_id = $1', [userId]);
    await client.query(
      `INSERT INTO favorites (user_id, product_id, created_at)
       SELECT $1, id, now() - (row_number() OVER (ORDER BY id)) * interval '1 minute'
       FROM (SELECT id FROM products WHERE status = 'active' ORDER BY id LIMIT $2) AS chosen`,
      [userId, count],
    );
    await client.query('DELETE FROM rate_limits WHERE key LIKE $1', ['%' + BENCH_BUYER.mobile + '%']);
    // The buyer-API bench sends thousands of calls a minute from one token: the plan's per-minute limits
    // are raised in this data folder only, so the counters are still hit on every call but never refuse.
    await client.query('UPDATE membership_plans SET api_token_per_minute = 100000000, api_company_per_minute = 100000000 WHERE api_access = 1');
    await client.query("DELETE FROM rate_limits WHERE key LIKE 'api-%'");
  } finally {
    await client.close();
  }
}

/**
 * Signs the bench buyer in as a browser would (XSRF cookie from a GET, echoed on the POST); returns the
 * token and the XSRF value the answer bound to the new session (for the buyer's own writes).
 */
export async function signInBenchBuyerWithXsrf(base: string): Promise<{ token: string; xsrf: string }> {
  const first = await fetch(`${base}/api/cate`, { signal: AbortSignal.timeout(30_000) });
  await first.arrayBuffer();
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!xsrf) throw new Error('no XSRF cookie from /api/cate');
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': decodeURIComponent(xsrf) },
    body: JSON.stringify({ username: BENCH_BUYER.mobile, password: BENCH_BUYER.password }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { status: number; msg: string; data: { token: string } | null };
  const bound = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (body.status !== 200 || !body.data || !bound) throw new Error(`bench buyer sign-in failed: ${body.status} ${body.msg}`);
  return { token: body.data.token, xsrf: bound };
}

export async function signInBenchBuyer(base: string): Promise<string> {
  return (await signInBenchBuyerWithXsrf(base)).token;
}

async function fire(url: string, token: string, duration: number, connections: number): Promise<FavoritesRound> {
  const times: number[] = [];
  const instance = autocannon({ url, duration, connections, timeout: 10, headers: { authorization: `Bearer ${token}` } });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
  });
  const guard = setTimeout(() => instance.stop(), (duration + 15) * 1000);
  try {
    const result = await instance;
    times.sort((a, b) => a - b);
    return {
      rps: round(result.requests.average, 1),
      p50: round(percentile(times, 50), 1),
      p95: round(percentile(times, 95), 1),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  } finally {
    clearTimeout(guard);
  }
}

type LoadSettings = { duration: number; rounds: number; connections: number; warmup: number };

/** Rounds of 50 (or `connections`) signed-in connections on one private path; medians over the rounds. */
export async function measureSignedInPath(base: string, pathAndQuery: string, token: string, settings: LoadSettings, log: (line: string) => void) {
  const url = base + pathAndQuery;
  if (settings.warmup > 0) await fire(url, token, settings.warmup, settings.connections);
  const rounds: FavoritesRound[] = [];
  for (let i = 0; i < settings.rounds; i++) {
    const r = await fire(url, token, settings.duration, settings.connections);
    log(`  round ${i + 1}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
    rounds.push(r);
  }
  return {
    path: pathAndQuery,
    connections: settings.connections,
    rps: round(median(rounds.map((r) => r.rps)), 1),
    p50: median(rounds.map((r) => r.p50)),
    p95: median(rounds.map((r) => r.p95)),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    rounds,
  };
}

export async function measureFavorites(
  base: string,
  settings: LoadSettings & { favorites: number },
  log: (line: string) => void,
): Promise<FavoritesLoad> {
  const token = await signInBenchBuyer(base);
  log(`Favourites list: ${settings.favorites} favourites, ${settings.connections} connections, ${settings.rounds} × ${settings.duration} s…`);
  return { ...(await measureSignedInPath(base, FAVORITES_PATH, token, settings, log)), favorites: settings.favorites };
}

/**
 * The member's one extra call after a cached catalogue page: the trade data of a listing page's cards.
 * Measured twice: a closed loop (50 connections asking back to back: throughput, and a latency that is
 * mostly queueing, 50 ÷ throughput) and paced (the same 50 connections asking at a fixed offered rate,
 * as 50 members browsing do: the latency a member sees while the store is not saturated).
 */
export type TradeDataLoad = Omit<FavoritesLoad, 'favorites'> & { skus: number; paced?: LoadFigures & { rate: number } };

/** Members' trade calls a second in the paced run: 50 members each opening a listing page every half second. */
export const TRADE_PACED_RATE = 100;

export async function measureTradeData(base: string, settings: LoadSettings, log: (line: string) => void): Promise<TradeDataLoad> {
  const token = await signInBenchBuyer(base);
  const listing = (await (await fetch(`${base}/api/products?cid=10&pageSize=24&site=us`, { signal: AbortSignal.timeout(30_000) })).json()) as {
    data: { items: { skuCode: string }[] } | null;
  };
  const skus = (listing.data?.items ?? []).map((item) => item.skuCode);
  if (skus.length === 0) throw new Error('no listed products for the trade-data bench');
  log(`Member trade data: ${skus.length} SKUs (a listing page), ${settings.connections} connections, ${settings.rounds} × ${settings.duration} s…`);
  const tradePath = `/api/products/trade?site=us&lang=en&skus=${skus.join(',')}`;
  const load = await measureSignedInPath(base, tradePath, token, settings, log);
  log(`  paced: ${settings.connections} connections at ${TRADE_PACED_RATE} calls a second for ${settings.duration * settings.rounds} s…`);
  const server = { base, headers: { authorization: `Bearer ${token}` }, stop: async () => {} };
  const paced = await loadPathsPaced(server, tradePath, [tradePath], {
    connections: settings.connections,
    seconds: settings.duration * settings.rounds,
    rate: TRADE_PACED_RATE,
  });
  log(`  paced: ${paced.rps} req/s, p50 ${paced.p50} ms, p95 ${paced.p95} ms, p99 ${paced.p99} ms, non-2xx ${paced.non2xx}, errors ${paced.errors}`);
  return { ...load, skus: skus.length, paced: { ...paced, rate: TRADE_PACED_RATE } };
}

export function describeTradeData(t: TradeDataLoad): string {
  return (
    `Member trade data (/api/products/trade, ${t.skus} SKUs, ${t.connections} connections, median of ${t.rounds.length} rounds): ` +
    `p50 ${t.p50} ms, p95 ${t.p95} ms, ${t.rps} req/s, non-2xx ${t.non2xx}, errors ${t.errors}` +
    (t.paced ? `; paced at ${t.paced.rate}/s: p50 ${t.paced.p50} ms, p95 ${t.paced.p95} ms, p99 ${t.paced.p99} ms` : '')
  );
}

/** One line for the report. */
export function describeFavorites(f: FavoritesLoad): string {
  return (
    `Favourites list (${f.path}, ${f.favorites} favourites, ${f.connections} connections, median of ${f.rounds.length} rounds): ` +
    `p50 ${f.p50} ms, p95 ${f.p95} ms, ${f.rps} req/s, non-2xx ${f.non2xx}, errors ${f.errors}`
  );
}
