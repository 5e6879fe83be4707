import { parseArgs } from 'node:util';

export type BenchOptions = {
  products: number;
  /** Seconds per measured load round. */
  duration: number;
  /** Measured rounds per server; each round runs ours then bare. */
  rounds: number;
  connections: number;
  /** Seconds of unrecorded load on each server before the rounds (JIT, ISR, keep-alive). */
  warmup: number;
  port: number;
  barePort: number;
  dataDir: string;
  /** App starts from the existing data folder; the median time to first answer is reported. */
  starts: number;
  lighthouse: boolean;
  lighthouseRuns: number;
  chromePath: string;
  reseed: boolean;
  build: boolean;
  quick: boolean;
  /** `favorites`: only the favourites-list load (build, data folder, one app start, no Lighthouse). */
  only: 'favorites' | null;
  /** Favourites the bench buyer holds for the favourites-list load. */
  favorites: number;
  /** After the main bench, the inquiry list and quick-inquiry bench (bench/inquiries.ts). */
  inquiries: boolean;
  /** Last, the in-process search bench (bench/search.ts): PGlite at 200,000, PostgreSQL too with BENCH_DATABASE_URL. */
  search: boolean;
};

const HELP = `npm run bench -- [options]

  --products N         demo catalogue size seeded into the bench data folder (default 3000)
  --duration S         seconds per measured load round (default 5; --quick: 3)
  --rounds N           measured rounds per server, interleaved ours/bare (default 3)
  --connections N      concurrent connections (default 50)
  --warmup S           unrecorded warm-up seconds per server and URL (default 2; --quick: 1)
  --port N             app port on localhost (default 3300; the bare server uses N+1)
  --data-dir DIR       bench data folder (default bench/.data)
  --starts N           starts from the existing data folder, median reported (default 3; --quick: 1)
  --reseed             delete the data folder and seed it again
  --no-build           use the existing .next build even if sources changed
  --no-lighthouse      skip the Lighthouse runs
  --lighthouse-runs N  Lighthouse runs per page, the median is reported (default 3; --quick: 1)
  --quick              short smoke run (2 rounds of 3 s, 1 Lighthouse run)
  --only favorites     only the favourites-list load (p50/p95 at --connections with --favorites saved)
  --favorites N        favourites the bench buyer holds (default 200)
  --no-inquiries       skip the inquiry list / quick-inquiry bench that runs last (npm run bench:inquiries alone)
  --no-search          skip the search bench that runs after it (npm run bench:search alone; 1M on PostgreSQL:
                       npm run bench:search -- --postgres --products 1000000)
  CHROME_PATH          Chromium for Lighthouse (default /usr/bin/chromium)`;

function int(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`--${name} must be an integer between ${min} and ${max} (got ${value})`);
  }
  return n;
}

function parseOnly(value: string | undefined): BenchOptions['only'] {
  if (value === undefined) return null;
  if (value === 'favorites') return value;
  throw new Error(`--only takes "favorites" (got ${value})`);
}

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      products: { type: 'string' },
      duration: { type: 'string' },
      rounds: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      starts: { type: 'string' },
      reseed: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
      'no-inquiries': { type: 'boolean', default: false },
      'no-search': { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string' },
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      favorites: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const quick = values.quick ?? false;
  const port = int(values.port, 'port', 3300, 1024, 65534);
  return {
    products: int(values.products, 'products', 3000, 1, 2_000_000),
    duration: int(values.duration, 'duration', quick ? 3 : 5, 1, 600),
    rounds: int(values.rounds, 'rounds', quick ? 2 : 3, 1, 20),
    connections: int(values.connections, 'connections', 50, 1, 1000),
    warmup: int(values.warmup, 'warmup', quick ? 1 : 2, 0, 60),
    port,
    barePort: port + 1,
    dataDir: values['data-dir'] ?? 'bench/.data',
    starts: int(values.starts, 'starts', quick ? 1 : 3, 1, 20),
    lighthouse: !values['no-lighthouse'],
    lighthouseRuns: int(values['lighthouse-runs'], 'lighthouse-runs', quick ? 1 : 3, 1, 15),
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    reseed: values.reseed ?? false,
    build: !values['no-build'],
    quick,
    only: parseOnly(values.only),
    favorites: int(values.favorites, 'favorites', 200, 1, 2000),
    inquiries: !values['no-inquiries'],
    search: !values['no-search'],
  };
}
