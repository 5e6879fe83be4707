import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import type { SearchResult } from '@/contracts/search';
import type { SearchTermList } from '@/contracts/search-teaching';
import { chinaDay, addDays } from '@/lib/china-date';
import { getDb, getDbHandle, type DbHandle } from '@/server/db';
import { openDb } from '@/server/db/client';
import { auditLog, searchQueryDays, searchVocabularyRules } from '@/server/db/schema';
import { operatorVocabulary } from '@/server/search/teaching/operator-vocabulary';
import { purgeSearchLog } from '@/server/search/teaching/purge-search-log';
import { createCategory, createProduct } from '@tests/factories/catalog';
import { createOperator, createUser, GOOD_PASSWORD, send, signIn, type Session } from '@tests/factories/users';
import { api } from '@tests/setup/test-app';
import { databaseUrl } from '../../scripts/lib/postgres-admin';

/*
 * The operator teaches search (docs/decisions/0070): the storefront's searches counted per day with no
 * buyer identity, the console's list of queries that found nothing or were not opened, and a synonym
 * or rewrite saved in the console that the next search applies on another instance too.
 */

// Made-up words that no shipped dictionary will ever hold, so only the operator's rule can find them.
const SLANG = '喵喵格';
const ENGLISH_SLANG = 'zorblax';

let operator: Session;
let buyer: Session;
let filterSkus: string[];
beforeAll(async () => {
  const db = await getDb();
  const top = await createCategory(db, { cid: '61', title: '空调系统', titleEn: 'Air Conditioning' });
  const cabin = await createCategory(db, { cid: '6101', parentId: top.id, title: '空调滤芯', titleEn: 'Cabin Filters' });
  filterSkus = [];
  for (let i = 0; i < 3; i++) {
    const p = await createProduct(db, { categoryId: cabin.id, titleZh: `活性炭空调滤芯 ${i}`, titleEn: `Activated Carbon Cabin Filter ${i}`, brand: 'Mann' });
    filterSkus.push(p.skuCode);
  }
  operator = await signIn((await createOperator(db)).mobile, GOOD_PASSWORD);
  buyer = await signIn((await createUser(db)).mobile, GOOD_PASSWORD);
});

type Call = (path: string, init?: RequestInit) => Promise<{ res: Response; body: { status: number; msg: string; data: unknown } }>;

async function searchOn(call: Call, keyword: string, lang: 'zh' | 'en' = 'zh', rest = ''): Promise<SearchResult> {
  const { body } = await call(`/api/search?lang=${lang}&keyword=${encodeURIComponent(keyword)}${rest}`, { headers: buyer.headers });
  expect(body.status, JSON.stringify(body)).toBe(200);
  return body.data as SearchResult;
}
const search = (keyword: string, lang: 'zh' | 'en' = 'zh', rest = '') => searchOn(api, keyword, lang, rest);
const terms = async (query: string, session = operator) => send(`/api/admin/search/terms?${query}`, 'GET', session.headers);
const addRule = (rule: Record<string, unknown>, lang: 'zh' | 'en' = 'en') => send(`/api/admin/search/rules?lang=${lang}`, 'POST', operator.headers, rule);

describe('the search log', () => {
  it('counts the storefront searches per day and query, zero results apart, with no buyer identity', async () => {
    await search(SLANG);
    await search(` ${SLANG.toUpperCase()}  `);
    await search('Activated carbon', 'en');
    // Not new searches: the next page, a brand facet, a suggestion, the listing API's keyword.
    await search(SLANG, 'zh', '&page=2');
    await search(SLANG, 'zh', '&brand=Mann');
    await send(`/api/search/suggest?q=${encodeURIComponent(SLANG)}`, 'GET', buyer.headers);
    await send(`/api/products?keyword=${encodeURIComponent(SLANG)}`, 'GET', buyer.headers);

    const { body } = await terms('view=zero&lang=en');
    expect(body.status).toBe(200);
    const list = body.data as SearchTermList;
    const today = chinaDay(new Date());
    expect(list.items).toEqual([{ day: today, query: SLANG, language: 'zh', searches: 2, zeroResults: 2, unopened: 0, taught: false }]);
    expect(list.total).toBe(1);

    // The stored row itself: counts under day, site, language and text; nothing that names a buyer.
    const db = await getDb();
    const [row] = await db.select().from(searchQueryDays).where(eq(searchQueryDays.query, SLANG));
    expect(Object.keys(row!).sort()).toEqual(['day', 'id', 'lang', 'opened', 'query', 'searches', 'site', 'zeroResults']);
    expect(JSON.stringify(await db.select().from(searchQueryDays))).not.toContain(buyer.token);
  });

  it('counts a search whose results nobody opened, and one opened result once however often it is reported', async () => {
    const first = await search('activated carbon', 'en');
    expect(first.total).toBeGreaterThan(0);
    expect(first.log_token).toMatch(/^\d{8}\.us\.en\./);
    const unopened = async () =>
      ((await terms('view=unopened')).body.data as SearchTermList).items.find((r) => r.query === 'activated carbon')?.unopened ?? 0;
    expect(await unopened()).toBe(2);

    const opened = await send('/api/search/opened', 'POST', buyer.headers, { token: first.log_token });
    expect(opened.body.status).toBe(200);
    expect(await unopened()).toBe(1);
    await send('/api/search/opened', 'POST', buyer.headers, { token: first.log_token });
    await send('/api/search/opened', 'POST', buyer.headers, { token: first.log_token });
    expect(await unopened()).toBe(0);
    // A made-up or malformed token changes nothing and says nothing.
    expect((await send('/api/search/opened', 'POST', buyer.headers, { token: '20261399.us.en.eA' })).body.status).toBe(200);
    expect((await send('/api/search/opened', 'POST', buyer.headers, { token: 'not a token' })).body.status).toBe(400001);
  });

  it('sorts and limits the range', async () => {
    const db = await getDb();
    const today = chinaDay(new Date());
    const day = (n: number) => addDays(today, -n);
    await db.insert(searchQueryDays).values([
      { day: day(3), site: 'us', lang: 'en', query: 'brak pads', searches: 9, zeroResults: 9 },
      { day: day(3), site: 'de', lang: 'en', query: 'brak pads', searches: 1, zeroResults: 1 },
      { day: day(5), site: 'us', lang: 'zh', query: '波箱油', searches: 4, zeroResults: 4 },
      { day: day(20), site: 'us', lang: 'en', query: 'old term', searches: 50, zeroResults: 50 },
    ]);
    const items = async (q: string) => ((await terms(`view=zero&${q}`)).body.data as SearchTermList).items.map((r) => `${r.day}|${r.query}|${r.zeroResults}`);
    // Summed over sites, the biggest count first; the 20-day-old row is outside the default week.
    expect(await items('')).toEqual([`${day(3)}|brak pads|10`, `${day(5)}|波箱油|4`, `${today}|${SLANG}|2`]);
    expect(await items('sort=day_asc')).toEqual([`${day(5)}|波箱油|4`, `${day(3)}|brak pads|10`, `${today}|${SLANG}|2`]);
    expect(await items(`from=${day(30)}&to=${day(4)}`)).toEqual([`${day(20)}|old term|50`, `${day(5)}|波箱油|4`]);
    expect(await items(`from=${day(30)}&pageSize=1&page=1&sort=query_asc`)).toEqual([`${day(3)}|brak pads|10`]);
  });

  it('forgets days past the retention', async () => {
    const db = await getDb();
    const today = chinaDay(new Date());
    await db.insert(searchQueryDays).values([
      { day: addDays(today, -90), site: 'us', lang: 'en', query: 'too old', searches: 1, zeroResults: 1 },
      { day: addDays(today, -89), site: 'us', lang: 'en', query: 'still kept', searches: 1, zeroResults: 1 },
    ]);
    expect(await purgeSearchLog(db)).toBeGreaterThanOrEqual(1);
    const left = (await db.select({ query: searchQueryDays.query }).from(searchQueryDays)).map((r) => r.query);
    expect(left).toContain('still kept');
    expect(left).not.toContain('too old');
  });
});

describe('who may read and teach', () => {
  it('refuses a buyer and a visitor on every staff route', async () => {
    const calls: [string, string, unknown?][] = [
      ['/api/admin/search/terms', 'GET'],
      ['/api/admin/search/rules', 'GET'],
      ['/api/admin/search/rules', 'POST', { kind: 'synonym', term: 'a1', target: 'b1' }],
      ['/api/admin/search/rules/1', 'DELETE'],
    ];
    for (const [path, method, body] of calls) {
      expect((await send(path, method, buyer.headers, body)).body.status, `${method} ${path}`).toBe(403000);
      expect((await send(path, method, {}, body)).res.status, `${method} ${path}`).toBeGreaterThanOrEqual(401);
    }
    expect(await (await getDb()).select().from(searchVocabularyRules)).toEqual([]);
  });

  it('refuses a bad rule with a translated message', async () => {
    const empty = await addRule({ kind: 'synonym', term: SLANG, target: '  ' }, 'zh');
    expect(empty.body.status).toBe(400001);
    expect(empty.body.msg).toMatch(/target/);
    const same = await addRule({ kind: 'rewrite', term: 'ATF', target: ' atf ' }, 'zh');
    expect(same.body.status).toBe(400001);
    expect(same.body.msg).toContain(zh.api.searchRuleSameTerms);
    const sameEn = await addRule({ kind: 'rewrite', term: 'ATF', target: 'atf' }, 'en');
    expect(sameEn.body.msg).toContain(en.api.searchRuleSameTerms);
    const badKind = await addRule({ kind: 'antonym', term: 'a', target: 'b' }, 'en');
    expect(badKind.body.status).toBe(400001);
  });
});

describe('a rule taught in the console', () => {
  const ownPools: DbHandle[] = [];
  afterAll(async () => {
    for (const handle of ownPools) await handle.close();
  });

  /**
   * Another instance of the app: a module graph of its own (nothing it remembers is shared with this
   * one) and, on PostgreSQL, its own connection pool to the same database. PGlite in memory has one
   * connection, which both share.
   */
  async function secondInstance(): Promise<Call> {
    const first = await getDbHandle();
    let own = first;
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const result = await first.db.execute(sql`SELECT current_database() AS name`);
      const [{ name }] = (result as unknown as { rows: [{ name: string }] }).rows;
      own = await openDb({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolMax: 2, connectTimeoutMs: 10_000, statementTimeoutMs: 60_000 });
      ownPools.push(own);
    }
    vi.resetModules();
    const { createApp } = await import('@/server/api/app');
    const app = createApp();
    // The process-wide database slot (server/db/holder.ts) is this instance's while it answers.
    const holder = globalThis as typeof globalThis & { __partsmallDb?: Promise<DbHandle> };
    return async (path, init) => {
      const theirs = holder.__partsmallDb;
      holder.__partsmallDb = Promise.resolve(own);
      try {
        const res = await app.request(path, init);
        return { res, body: (await res.json()) as { status: number; msg: string; data: unknown } };
      } finally {
        holder.__partsmallDb = theirs;
      }
    };
  }

  it('changes the next search on a second instance, is audited, and goes again when deleted', async () => {
    const other = await secondInstance();
    // The other instance has searched (and so read the vocabulary) before the rule exists.
    expect((await searchOn(other, SLANG)).total).toBe(0);
    expect((await searchOn(other, ENGLISH_SLANG, 'en')).total).toBe(0);

    const saved = await addRule({ kind: 'synonym', term: ` ${SLANG} `, target: '空调滤芯' }, 'zh');
    expect(saved.body).toMatchObject({ status: 200, data: { kind: 'synonym', term: SLANG, target: '空调滤芯' } });
    expect(saved.body.msg).toBe(zh.api.searchRuleSaved.replace('{term}', SLANG));
    const rewrite = await addRule({ kind: 'rewrite', term: 'ZORBLAX', target: 'cabin filter' });
    expect(rewrite.body.status).toBe(200);

    const zeroRow = async () => ((await terms('view=zero')).body.data as SearchTermList).items.find((r) => r.query === SLANG);
    expect(await zeroRow()).toMatchObject({ taught: true });
    const found = await searchOn(other, SLANG);
    expect(found.list.map((h) => h.skuCode).sort()).toEqual([...filterSkus].sort());
    // Two-way: the other member still finds them, and the taught word is highlighted as a needle.
    expect((await searchOn(other, '空调滤芯')).total).toBe(3);
    expect((await searchOn(other, `${ENGLISH_SLANG}s`, 'en')).total).toBe(3);
    // The suggestions apply it too.
    const suggested = await other(`/api/search/suggest?lang=zh&q=${encodeURIComponent(SLANG)}`, { headers: buyer.headers });
    expect((suggested.body.data as { items: { kind: string }[] }).items.some((i) => i.kind === 'product')).toBe(true);

    const again = await addRule({ kind: 'synonym', term: '空调滤芯', target: SLANG }, 'en');
    expect(again.body).toMatchObject({ status: 409000, msg: en.api.searchRuleExists.replace('{term}', SLANG).replace('{target}', '空调滤芯') });
    const second = await addRule({ kind: 'rewrite', term: ENGLISH_SLANG, target: 'oil filter' }, 'en');
    expect(second.body.status).toBe(409000);
    expect(second.body.msg).toBe(en.api.searchRuleRewriteExists.replace('{term}', ENGLISH_SLANG).replace('{target}', 'cabin filter'));

    const db = await getDb();
    const id = (saved.body.data as { id: number }).id;
    const [created] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'search.rule.create'), eq(auditLog.targetId, String(id))));
    expect(created).toMatchObject({ targetType: 'search_rule', after: { kind: 'synonym', term: SLANG, target: '空调滤芯' } });
    expect(created!.actorUserId).not.toBeNull();

    const listed = await send('/api/admin/search/rules', 'GET', operator.headers);
    expect((listed.body.data as { term: string }[]).map((r) => r.term)).toEqual([ENGLISH_SLANG, SLANG]);

    const deleted = await send(`/api/admin/search/rules/${id}?lang=en`, 'DELETE', operator.headers);
    expect(deleted.body).toMatchObject({ status: 200, msg: en.api.searchRuleDeleted });
    expect((await searchOn(other, SLANG)).total).toBe(0);
    expect(await zeroRow()).toMatchObject({ taught: false });
    const [removed] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'search.rule.delete'), eq(auditLog.targetId, String(id))));
    expect(removed?.before).toMatchObject({ term: SLANG });
    expect((await send(`/api/admin/search/rules/${id}?lang=en`, 'DELETE', operator.headers)).body).toMatchObject({ status: 404000, msg: en.api.searchRuleNotFound });
  });

  it('reaches an instance that remembers the rules within its check interval', async () => {
    const db = await getDb();
    const t0 = Date.now();
    const before = await operatorVocabulary(db, 2000, t0);
    // Written by someone else (another instance, a script): only the database knows.
    await db.execute(sql`INSERT INTO search_vocabulary_rules (kind, term, target) VALUES ('synonym', 'qqfilter', 'cabin filter')`);
    expect(await operatorVocabulary(db, 2000, t0 + 1000)).toBe(before);
    const after = await operatorVocabulary(db, 2000, t0 + 2500);
    expect(after.groups.some((g) => g.includes('qqfilter'))).toBe(true);
  });
});
