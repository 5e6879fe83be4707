/**
 * `npm run bench:search` (also run last by `npm run bench`): the search engine measured in process.
 *
 *   --products N   catalogue size (default 200,000); a database that already holds N demo products is
 *                  reused, otherwise it is seeded with the generator (and the seed time reported)
 *   --postgres     PostgreSQL at BENCH_DATABASE_URL (or TEST_DATABASE_URL) instead of PGlite in
 *                  .bench-data/search-pglite-N; `--products 1000000` there is the 1M run (opt-in: the
 *                  seed takes most of an hour on a shared 2-core machine)
 *   --reps N       timed runs per query (default 5)
 *
 * Reports per query class p50/p95/p99 (ms), suggestion p95, recall@10 and MRR over the judged set
 * (bench/search/judged-queries.json), index build time and size. Writes bench/results/search-<driver>-<N>.{json,md}.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '../src/server/db/client';
import { applyMigrations } from '../src/server/db/migrate';
import type { Db } from '../src/server/db/types';
import { seedDemoCatalogue } from '../src/server/db/seed/seed-demo-catalogue';
import { DEFERRABLE_SEARCH_INDEXES } from '../src/server/search/bulk-load';
import { searchProducts } from '../src/server/search/search-products';
import { suggestSearches } from '../src/server/search/suggest';
import { judge, type JudgedQuery } from './search/judged';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '200000' },
    postgres: { type: 'boolean', default: false },
    reps: { type: 'string', default: '5' },
  },
});
const products = Number(values.products);
const reps = Number(values.reps);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const round = (n: number) => Math.round(n * 100) / 100;

async function open(): Promise<DbHandle> {
  if (values.postgres) {
    if (!pgUrl) throw new Error('--postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    return openDb({ kind: 'postgres', url: pgUrl, poolMax: 4, connectTimeoutMs: 10_000, statementTimeoutMs: 3_600_000 });
  }
  const dir = path.resolve('.bench-data', `search-pglite-${products}`);
  fs.mkdirSync(dir, { recursive: true });
  return openDb({ kind: 'pglite', dataDir: dir });
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  return Number(((await db.execute(query)) as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
}

async function answeringTo(db: Db, prefix: string): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT p.sku_code FROM part_number_lookup l JOIN products p ON p.id = l.product_id
    WHERE l.key LIKE ${`${prefix}%`} AND p.status = 'active'`);
  return (result as unknown as { rows: { sku_code: string }[] }).rows.map((r) => r.sku_code);
}

async function main() {
  const handle = await open();
  const db = handle.db;
  const report: Record<string, unknown> = { driver: handle.driver, products, reps, at: new Date().toISOString() };
  try {
    await applyMigrations(db, handle.driver);
    const have = await count(db, sql`SELECT count(*) AS n FROM products`);
    if (have !== products) {
      console.log(`Seeding ${products.toLocaleString('en')} demo products (${handle.driver})…`);
      await db.execute(sql`TRUNCATE TABLE product_fitments, products, categories, membership_plans, search_words RESTART IDENTITY CASCADE`);
      const t = performance.now();
      await seedDemoCatalogue(db, { products, onProgress: (n) => n % 50_000 === 0 && console.log(`  ${n.toLocaleString('en')}`) });
      report.seedSeconds = round((performance.now() - t) / 1000);
    }

    // Index build: the two GIN indexes rebuilt from scratch over the loaded table.
    const built: Record<string, number> = {};
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      for (const index of DEFERRABLE_SEARCH_INDEXES) {
        await tx.execute(sql.raw(`DROP INDEX IF EXISTS ${index.name}`));
        const t = performance.now();
        await tx.execute(sql.raw(index.create));
        built[index.name] = round((performance.now() - t) / 1000);
      }
    });
    await db.execute(sql`ANALYZE`);
    report.indexBuildSeconds = built;
    const sizes = (await db.execute(sql`
      SELECT c.relname AS name, pg_relation_size(c.oid) AS bytes FROM pg_class c
      WHERE c.relname IN ('products_search_vector_idx', 'part_number_lookup_key_trgm_idx', 'part_number_lookup_key_idx', 'part_number_lookup', 'search_words', 'products')`)) as unknown as { rows: { name: string; bytes: string }[] };
    report.sizesMB = Object.fromEntries(sizes.rows.map((r) => [r.name, round(Number(r.bytes) / 1e6)]));

    const judged = (JSON.parse(fs.readFileSync('bench/search/judged-queries.json', 'utf8')) as { queries: JudgedQuery[] }).queries;
    const runnable = judged.filter((q) => !q.owner);
    const times = new Map<string, number[]>();
    const quality = new Map<string, { recall: number; rr: number; n: number }>();
    const misses: string[] = [];
    for (const q of runnable) {
      const input = { keyword: q.q, sort: 'relevance' as const, page: 1, pageSize: 24, site: 'us' as const, lang: q.lang };
      const result = await searchProducts(db, input); // warm: plans, jieba, caches
      // A number prefix is judged against every listed product answering to it (own, OE or interchange number).
      const judgedQuery = q.rule?.numberPrefix ? { ...q, relevant: await answeringTo(db, q.rule.numberPrefix) } : q;
      const { recall, rr } = judge(judgedQuery, result.list, result.total);
      const cls = quality.get(q.class) ?? { recall: 0, rr: 0, n: 0 };
      quality.set(q.class, { recall: cls.recall + recall, rr: cls.rr + rr, n: cls.n + 1 });
      if (recall < 1) misses.push(`${q.id} "${q.q}" recall ${round(recall)} rr ${round(rr)} total ${result.total}`);
      for (let i = 0; i < reps; i++) {
        const t = performance.now();
        await searchProducts(db, input);
        const list = times.get(q.class) ?? [];
        list.push(performance.now() - t);
        times.set(q.class, list);
      }
    }
    const all: number[] = [];
    const classes: Record<string, unknown> = {};
    for (const [cls, list] of times) {
      all.push(...list);
      const sorted = [...list].sort((a, b) => a - b);
      const qy = quality.get(cls)!;
      classes[cls] = { queries: qy.n, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), recallAt10: round(qy.recall / qy.n), mrr: round(qy.rr / qy.n) };
    }
    const sortedAll = all.sort((a, b) => a - b);
    const totalQ = [...quality.values()].reduce((a, b) => ({ recall: a.recall + b.recall, rr: a.rr + b.rr, n: a.n + b.n }), { recall: 0, rr: 0, n: 0 });
    report.search = { p50: round(percentile(sortedAll, 50)), p95: round(percentile(sortedAll, 95)), p99: round(percentile(sortedAll, 99)), recallAt10: round(totalQ.recall / totalQ.n), mrr: round(totalQ.rr / totalQ.n), judged: totalQ.n, skippedVin: judged.length - runnable.length };
    report.classes = classes;
    report.misses = misses;

    // Suggestions: every judged query typed out, 2 characters at a time.
    const suggestTimes: number[] = [];
    for (const q of runnable) {
      const chars = [...q.q];
      for (let n = 2; n <= chars.length; n += 2) {
        const typed = chars.slice(0, n).join('').trim();
        if (!typed) continue;
        const t = performance.now();
        await suggestSearches(db, { q: typed, site: 'us', lang: q.lang });
        suggestTimes.push(performance.now() - t);
      }
    }
    const sortedSuggest = suggestTimes.sort((a, b) => a - b);
    report.suggest = { calls: sortedSuggest.length, p50: round(percentile(sortedSuggest, 50)), p95: round(percentile(sortedSuggest, 95)), p99: round(percentile(sortedSuggest, 99)) };
  } finally {
    await handle.close();
  }

  fs.mkdirSync('bench/results', { recursive: true });
  const base = path.join('bench', 'results', `search-${report.driver}-${products}`);
  fs.writeFileSync(`${base}.json`, JSON.stringify(report, null, 2) + '\n');
  const s = report.search as Record<string, number>;
  const lines = [
    `# Search bench (${report.driver}, ${products.toLocaleString('en')} products, ${reps} runs per query)`,
    '',
    `All classes: p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms; recall@10 ${s.recallAt10}, MRR ${s.mrr} over ${s.judged} judged queries (${s.skippedVin} VIN rows for the vehicles work).`,
    `Suggestions: p95 ${(report.suggest as Record<string, number>).p95} ms over ${(report.suggest as Record<string, number>).calls} calls.`,
    `Index build (s): ${JSON.stringify(report.indexBuildSeconds)}; sizes (MB): ${JSON.stringify(report.sizesMB)}${report.seedSeconds ? `; seed ${report.seedSeconds} s` : ''}.`,
    '',
    '| class | queries | p50 ms | p95 ms | p99 ms | recall@10 | MRR |',
    '|---|---|---|---|---|---|---|',
    ...Object.entries(report.classes as Record<string, Record<string, number>>).map(([cls, c]) => `| ${cls} | ${c.queries} | ${c.p50} | ${c.p95} | ${c.p99} | ${c.recallAt10} | ${c.mrr} |`),
    '',
    'Misses (recall@10 below 1):',
    ...(report.misses as string[]).map((m) => `- ${m}`),
  ];
  fs.writeFileSync(`${base}.md`, lines.join('\n') + '\n');
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
