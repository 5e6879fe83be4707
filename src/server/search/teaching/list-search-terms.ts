import { sql } from 'drizzle-orm';
import type { SearchTermList, SearchTermsQuery } from '@/contracts/search-teaching';
import { addDays, chinaDay } from '@/lib/china-date';
import { now } from '../../clock';
import type { Db } from '../../db/types';

type Row = { day: string; query: string; lang: 'en' | 'zh'; searches: number; zero: number; unopened: number; taught: boolean; total: number };

/**
 * GET /api/admin/search/terms: per China day, query and language (summed over sites) the searches
 * that found nothing (`zero`) or found something nobody opened (`unopened`), over `from`–`to`
 * (default: the last seven days). Only counts: the log holds no buyer identity.
 */
export async function listSearchTerms(db: Db, query: SearchTermsQuery): Promise<SearchTermList> {
  const to = query.to ?? chinaDay(now());
  const from = query.from ?? addDays(to, -6);
  const count = query.view === 'zero' ? sql`zero` : sql`unopened`;
  const order = {
    count_desc: sql`${count} DESC, day DESC, query`,
    searches_desc: sql`searches DESC, day DESC, query`,
    day_desc: sql`day DESC, ${count} DESC, query`,
    day_asc: sql`day, ${count} DESC, query`,
    query_asc: sql`query, day DESC`,
  }[query.sort];
  const result = await db.execute(sql`
    SELECT day, query, lang, searches, zero, unopened, count(*) OVER () AS total,
      EXISTS (SELECT 1 FROM search_vocabulary_rules r WHERE r.term = d.query OR (r.kind = 'synonym' AND r.target = d.query)) AS taught
    FROM (
      SELECT day::text AS day, query, lang,
        sum(searches)::int AS searches,
        sum(zero_results)::int AS zero,
        sum(greatest(searches - zero_results - opened, 0))::int AS unopened
      FROM search_query_days
      WHERE day BETWEEN ${from}::date AND ${to}::date
      GROUP BY day, query, lang
    ) d
    WHERE ${count} > 0
    ORDER BY ${order}
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const total = Number(rows[0]?.total ?? 0);
  return {
    items: rows.map((r) => ({
      day: r.day,
      query: r.query,
      language: r.lang,
      searches: Number(r.searches),
      zeroResults: Number(r.zero),
      unopened: Number(r.unopened),
      taught: Boolean(r.taught),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
  };
}
