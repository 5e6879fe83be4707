/**
 * The judged set alone, on a fresh in-memory PGlite with the first products of the demo seed (the
 * judgments point at products 1–3,000): recall@10 and MRR per class, and every miss. No timings: the
 * full bench (`npm run bench:search`) measures speed.
 *
 *   npx tsx bench/search/judged-run.ts [--products 3000] [--class en-typo]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDb } from '../../src/server/db/client';
import { applyMigrations } from '../../src/server/db/migrate';
import { seedDemoCatalogue } from '../../src/server/db/seed/seed-demo-catalogue';
import { searchProducts } from '../../src/server/search/search-products';
import { judge, type JudgedQuery } from './judged';

const { values } = parseArgs({ options: { products: { type: 'string', default: '3000' }, class: { type: 'string' } } });
const round = (n: number) => Math.round(n * 1000) / 1000;

async function answeringTo(db: Parameters<typeof searchProducts>[0], prefix: string): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT p.sku_code FROM part_number_lookup l JOIN products p ON p.id = l.product_id
    WHERE l.key LIKE ${`${prefix}%`} AND p.status = 'active'`);
  return (result as unknown as { rows: { sku_code: string }[] }).rows.map((r) => r.sku_code);
}

async function main() {
  const handle = await openDb({ kind: 'pglite' });
  const db = handle.db;
  try {
    await applyMigrations(db, handle.driver);
    await seedDemoCatalogue(db, { products: Number(values.products), driver: handle.driver });
    const judged = (JSON.parse(fs.readFileSync('bench/search/judged-queries.json', 'utf8')) as { queries: JudgedQuery[] }).queries;
    const runnable = judged.filter((q) => !q.owner && (!values.class || q.class === values.class));
    const quality = new Map<string, { recall: number; rr: number; n: number }>();
    for (const q of runnable) {
      const result = await searchProducts(db, { keyword: q.q, sort: 'relevance', page: 1, pageSize: 24, site: 'us', lang: q.lang });
      const judgedQuery = q.rule?.numberPrefix ? { ...q, relevant: await answeringTo(db, q.rule.numberPrefix) } : q;
      const { recall, rr } = judge(judgedQuery, result.list, result.total);
      const cls = quality.get(q.class) ?? { recall: 0, rr: 0, n: 0 };
      quality.set(q.class, { recall: cls.recall + recall, rr: cls.rr + rr, n: cls.n + 1 });
      if (recall < 1 || rr < 1) {
        const top = result.list.slice(0, 3).map((h) => `${h.category.cid}:${h.titleEn.slice(0, 40)}`).join(' | ');
        console.log(`miss ${q.id} "${q.q}" recall ${round(recall)} rr ${round(rr)} total ${result.total} dym ${result.did_you_mean ?? '-'} :: ${top}`);
      }
    }
    const total = { recall: 0, rr: 0, n: 0 };
    const rows = [...quality].map(([cls, v]) => {
      total.recall += v.recall;
      total.rr += v.rr;
      total.n += v.n;
      return `| ${cls} | ${v.n} | ${round(v.recall / v.n)} | ${round(v.rr / v.n)} |`;
    });
    console.log(['| class | queries | recall@10 | MRR |', '|---|---|---|---|', ...rows, `| all | ${total.n} | ${round(total.recall / total.n)} | ${round(total.rr / total.n)} |`].join('\n'));
  } finally {
    await handle.close();
  }
}

await main();
