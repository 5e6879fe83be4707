/**
 * `tsx bench/search/explain.ts --products N [--postgres] [--lang zh] KEYWORD…`: the search statement of
 * each keyword as the engine builds it (taught vocabulary, typo corrections, named categories), with
 * PostgreSQL's plan and timings (EXPLAIN ANALYZE, BUFFERS) on the search bench's database of that size.
 * What to read before making a query class cheaper.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDb } from '../../src/server/db/client';
import { toTsquery } from '../../src/server/search/analyze-query';
import { categoriesNamedBy } from '../../src/server/search/category-intent';
import { matchSql, type MatchInput } from '../../src/server/search/search-sql';
import { analyseTaughtQuery } from '../../src/server/search/teaching/analyse-taught-query';
import { correctTypos } from '../../src/server/search/typo-corrections';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    products: { type: 'string', default: '200000' },
    postgres: { type: 'boolean', default: false },
    database: { type: 'string' },
    lang: { type: 'string', default: 'en' },
    analyze: { type: 'boolean', default: true },
  },
});

async function main() {
  const products = Number(values.products);
  let handle;
  if (values.postgres) {
    const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!server) throw new Error('--postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    const url = new URL(server);
    const base = url.pathname.replace(/^\//, '') || 'partsmall';
    url.pathname = `/${values.database ?? `${base}_search_${products}`}`;
    handle = await openDb({ kind: 'postgres', url: url.toString(), poolMax: 1, connectTimeoutMs: 10_000, statementTimeoutMs: 600_000 });
  } else {
    handle = await openDb({ kind: 'pglite', dataDir: path.resolve('.bench-data', `search-pglite-${products}`) });
  }
  const db = handle.db;
  const lang: MatchInput['lang'] = values.lang === 'zh' ? 'zh' : 'en';
  try {
    for (const keyword of positionals) {
      const analysed = await analyseTaughtQuery(db, keyword);
      const base = { categoryIds: undefined, sort: 'relevance' as const, site: 'us' as const, lang, pageSize: 24, offset: 0, cursor: null };
      const statements: MatchInput[] = [];
      if (analysed.numberKey) statements.push({ ...base, numberKey: analysed.numberKey, tsquery: null });
      await correctTypos(db, analysed.clauses, analysed.stems);
      const namedCategoryIds = await categoriesNamedBy(db, analysed);
      statements.push({ ...base, numberKey: analysed.numberKey, tsquery: toTsquery(analysed.clauses), namedCategoryIds });
      for (const input of statements) {
        console.log(`\n=== ${keyword} (${lang}): tsquery ${input.tsquery ?? '–'}, number key ${input.numberKey ?? '–'}, named categories ${input.namedCategoryIds?.length ?? 0}`);
        await db.execute(matchSql(input)); // warm
        const plan = await db.execute(sql`EXPLAIN (ANALYZE ${sql.raw(values.analyze ? 'true' : 'false')}, BUFFERS) ${matchSql(input)}`);
        for (const row of (plan as unknown as { rows: Record<string, string>[] }).rows) console.log(Object.values(row)[0]);
      }
    }
  } finally {
    await handle.close();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
