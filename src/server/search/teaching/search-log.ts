import { and, eq, sql } from 'drizzle-orm';
import { LANGS, SITES } from '@/contracts/site-constants';
import type { Lang, Site } from '@/contracts/site';
import { chinaDay } from '@/lib/china-date';
import { now } from '../../clock';
import { searchQueryDays } from '../../db/schema';
import type { Db } from '../../db/types';
import { logLine } from '../../notifications/log-line';
import { describeError } from '../../security/describe-error';

/*
 * The search log (docs/decisions/0070): per China day, site, language and normalised query, how many
 * searches, how many found nothing, how many had a result opened. No buyer identity: the row is all
 * there is, and the token the results page carries names the row, not the buyer.
 */

export type SearchLogKey = { day: string; site: Site; lang: Lang; query: string };

/** The results page's token for its search's row: `day.site.lang.query` (the query base64url). */
export function searchLogToken(key: SearchLogKey): string {
  return [key.day.replaceAll('-', ''), key.site, key.lang, Buffer.from(key.query).toString('base64url')].join('.');
}

export function parseSearchLogToken(token: string): SearchLogKey | null {
  const [day, site, lang, query, extra] = token.split('.');
  if (extra !== undefined || !day || !/^\d{8}$/.test(day) || !query) return null;
  if (!(SITES as readonly string[]).includes(site ?? '') || !(LANGS as readonly string[]).includes(lang ?? '')) return null;
  const iso = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
  if (Number.isNaN(Date.parse(iso)) || new Date(iso).toISOString().slice(0, 10) !== iso) return null;
  return { day: iso, site: site as Site, lang: lang as Lang, query: Buffer.from(query, 'base64url').toString() };
}

/** The key of a search made now. */
export function searchLogKey(input: Omit<SearchLogKey, 'day'>): SearchLogKey {
  return { ...input, day: chinaDay(now()) };
}

/**
 * One search counted: one upsert. It never fails the search: a failure is logged and the search
 * answers as if nothing happened (the counts are a guide, not a ledger).
 */
export async function recordSearch(db: Db, key: SearchLogKey, found: boolean): Promise<void> {
  const zero = found ? 0 : 1;
  try {
    await db
      .insert(searchQueryDays)
      .values({ ...key, searches: 1, zeroResults: zero })
      .onConflictDoUpdate({
        target: [searchQueryDays.day, searchQueryDays.site, searchQueryDays.lang, searchQueryDays.query],
        set: { searches: sql`${searchQueryDays.searches} + 1`, zeroResults: sql`${searchQueryDays.zeroResults} + ${zero}` },
      });
  } catch (err) {
    logLine('warn', 'search.log-failed', describeError(err));
  }
}

/**
 * A buyer went to a product from a search's results: its row counts one more opened search, never
 * more than the searches that found something (a token sent twice, or made up, cannot push it past).
 */
export async function recordSearchOpened(db: Db, token: string): Promise<void> {
  const key = parseSearchLogToken(token);
  if (!key) return;
  const t = searchQueryDays;
  await db
    .update(t)
    .set({ opened: sql`least(${t.opened} + 1, ${t.searches} - ${t.zeroResults})` })
    .where(and(eq(t.day, key.day), eq(t.site, key.site), eq(t.lang, key.lang), eq(t.query, key.query)));
}
