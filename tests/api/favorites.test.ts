import { parse } from 'csv-parse/sync';
import { createApiListener } from '@/server/api/node-listener';
import { startTestServer } from '@tests/setup/http-test-server';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAVORITE_LIMITS } from '@/contracts/favorites';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { favorites, products, type ProductRow } from '@/server/db/schema';
import { DomainError } from '@/server/domain-error';
import { EXPORT_LIMITS } from '@/server/exports/export-limits';
import { exportFavorites } from '@/server/favorites/export-favorites';
import { createProduct } from '@tests/factories/catalog';
import { giveMembership, seedPlans, type KnownPlans } from '@tests/factories/membership';
import {
  createUser,
  GOOD_PASSWORD,
  resetAccountState,
  send,
  signIn,
  type Session,
} from '@tests/factories/users';
import { seedKnownCatalogue, type KnownCatalogue } from '@tests/setup/catalog-fixture';
import { api, testApp, xsrfHeaders } from '@tests/setup/test-app';
import { zipEntries } from '@tests/setup/zip-entries';

let cat: KnownCatalogue;
let plans: KnownPlans;
let formula: ProductRow;
beforeAll(async () => {
  const db = await getDb();
  cat = await seedKnownCatalogue(db);
  plans = await seedPlans(db);
  // A title a spreadsheet would run as a formula if it were written as one.
  formula = await createProduct(db, {
    categoryId: cat.categories.discs!.id,
    skuCode: 'EVIL-1',
    titleZh: '=HYPERLINK("http://evil.example","点我")',
    titleEn: '=HYPERLINK("http://evil.example","click")',
    brand: '@Brand',
    partNumber: '-EV1',
    oeNumbers: ['+OE1'],
  });
});
beforeEach(async () => {
  await resetAccountState();
});
afterEach(() => {
  resetClock();
});

/** Every call to the clock moves it on by a second: favourites get distinct, ordered dates. */
function tickingClock(start = Date.now()) {
  let at = start;
  setClock(() => new Date((at += 1000)));
}

async function buyer(): Promise<Session & { id: number }> {
  const user = await createUser(await getDb());
  return { ...(await signIn(user.mobile, GOOD_PASSWORD)), id: user.id };
}
const add = (s: Session, ref: string, q = '') =>
  send(`/api/favorite/${encodeURIComponent(ref)}${q}`, 'POST', s.headers);
const remove = (s: Session, ref: string, q = '') =>
  send(`/api/favorite/${encodeURIComponent(ref)}${q}`, 'DELETE', s.headers);
const list = (s: Session, q = '') => send(`/api/favorite${q}`, 'GET', s.headers);
const skusOf = (body: { data: { items: { product: { skuCode: string } }[] } }) =>
  body.data.items.map((item) => item.product.skuCode);
async function rowsOf(userId: number) {
  return (await getDb()).select().from(favorites).where(eq(favorites.userId, userId));
}
/** The raw answer of an export (its body unread). */
function fileOf(s: Session, q: string): Promise<Response> {
  return Promise.resolve(testApp().request(`/api/favorite${q}`, { headers: s.headers }));
}

describe('POST/DELETE /api/favorite/{id}', () => {
  it('adds, answers the SKU, is idempotent (first date kept) and removes', async () => {
    const s = await buyer();
    const sku = cat.padProducts[3]!.skuCode;
    const first = await add(s, sku, '?lang=en');
    expect(first.res.status).toBe(200);
    expect(first.body).toEqual({
      status: 200,
      msg: en.api.favoriteAdded,
      data: { skuCode: sku, favorite: true },
    });
    expect(first.res.headers.get('cache-control')).toBe('no-store');
    const [before] = await rowsOf(s.id);

    const again = await add(s, sku);
    expect(again.body).toMatchObject({ status: 200, msg: zh.api.favoriteAdded, data: { favorite: true } });
    expect(await rowsOf(s.id)).toEqual([before]);

    const removed = await remove(s, sku, '?lang=en');
    expect(removed.body).toEqual({
      status: 200,
      msg: en.api.favoriteRemoved,
      data: { skuCode: sku, favorite: false },
    });
    expect(await rowsOf(s.id)).toEqual([]);
    // Removing what is not there is a clear 404, and changes nothing.
    const twice = await remove(s, sku, '?lang=en');
    expect(twice.res.status).toBe(404);
    expect(twice.body).toMatchObject({ status: 404000, msg: `${sku} is not in your favourites.` });
  });

  it('takes the numeric id and any case of the SKU', async () => {
    const s = await buyer();
    const pad = cat.padProducts[5]!;
    expect((await add(s, String(pad.id))).body.data).toEqual({ skuCode: pad.skuCode, favorite: true });
    expect((await add(s, pad.skuCode.toLowerCase())).body.data.skuCode).toBe(pad.skuCode);
    expect(await rowsOf(s.id)).toHaveLength(1);
    expect((await remove(s, String(pad.id))).body.data).toEqual({ skuCode: pad.skuCode, favorite: false });
  });

  it('unknown, delisted and malformed products are 404000 productNotFound in both languages; nothing is stored', async () => {
    const s = await buyer();
    for (const ref of [
      'NO-SUCH-SKU',
      cat.hidden.skuCode,
      String(cat.hidden.id),
      '2147483647',
      '9999999999',
    ]) {
      const zhAnswer = await add(s, ref);
      expect(zhAnswer.res.status, ref).toBe(404);
      expect(zhAnswer.body).toEqual({
        status: 404000,
        msg: zh.api.productNotFound.replace('{sku}', ref),
        data: null,
      });
      expect((await add(s, ref, '?lang=en')).body.msg).toBe(en.api.productNotFound.replace('{sku}', ref));
    }
    for (const ref of ['a', 'x$y', '-LEAD', 'A'.repeat(41), '12345678901']) {
      const { res, body, text } = await add(s, ref, '?lang=en');
      expect(res.status, ref).toBe(404);
      expect(body.status).toBe(404000);
      expect(text).not.toContain('$');
    }
    expect((await remove(s, 'NO-SUCH-SKU', '?lang=en')).body).toMatchObject({
      status: 404000,
      msg: en.api.productNotFound.replace('{sku}', 'NO-SUCH-SKU'),
    });
    expect(await rowsOf(s.id)).toEqual([]);
  });

  it('a delisted favourite can still be removed, and no longer shows anywhere', async () => {
    const db = await getDb();
    const s = await buyer();
    const product = await createProduct(db, {
      categoryId: cat.categories.pads!.id,
      titleEn: 'Soon withdrawn',
    });
    await add(s, product.skuCode);
    await db.update(products).set({ status: 'hidden' }).where(eq(products.id, product.id));
    expect((await list(s)).body.data.total).toBe(0);
    expect((await send('/api/favorite/ids', 'GET', s.headers)).body.data.skuCodes).toEqual([]);
    expect((await remove(s, product.skuCode)).body.data.favorite).toBe(false);
  });

  it(`refuses a new favourite past ${FAVORITE_LIMITS.maxPerUser} (409000), re-adding an existing one still works`, async () => {
    const db = await getDb();
    const s = await buyer();
    const category = cat.categories.filters!.id;
    await db.execute(sql`
      INSERT INTO products (sku_code, category_id, title_zh, title_en, brand, part_number, price_usd, price_eur, price_aud, price_gbp)
      SELECT 'BULK-' || g, ${category}, '批量 ' || g, 'Bulk ' || g, 'Bulk', 'BK-' || g, 100, 100, 100, 100
      FROM generate_series(1, ${FAVORITE_LIMITS.maxPerUser}) AS g`);
    await db.execute(sql`
      INSERT INTO favorites (user_id, product_id, created_at)
      SELECT ${s.id}, id, now() FROM products WHERE sku_code LIKE 'BULK-%'`);
    const refused = await add(s, cat.padProducts[0]!.skuCode, '?lang=en');
    expect(refused.res.status).toBe(409);
    expect(refused.body.msg).toBe(
      en.api.favoriteLimitReached.replace('{limit}', String(FAVORITE_LIMITS.maxPerUser)),
    );
    expect((await add(s, 'BULK-7')).body.status).toBe(200);
    expect(await rowsOf(s.id)).toHaveLength(FAVORITE_LIMITS.maxPerUser);
    await db.delete(favorites).where(eq(favorites.userId, s.id));
    await db.execute(sql`DELETE FROM products WHERE sku_code LIKE 'BULK-%'`);
  });
});

describe('GET /api/favorite', () => {
  it('pages newest first with the card fields and the date added', async () => {
    const s = await buyer();
    tickingClock();
    const saved = cat.padProducts.slice(0, 25).map((p) => p.skuCode);
    for (const sku of saved) await add(s, sku);
    const newestFirst = [...saved].reverse();

    const first = await list(s, '?pageSize=10&lang=en');
    expect(first.res.headers.get('cache-control')).toBe('no-store');
    expect(first.body.data).toMatchObject({ total: 25, page: 1, pageSize: 10, pageCount: 3 });
    expect(skusOf(first.body)).toEqual(newestFirst.slice(0, 10));
    expect(skusOf((await list(s, '?pageSize=10&page=3')).body)).toEqual(newestFirst.slice(20));
    expect((await list(s, '?pageSize=10&page=4')).body.data).toMatchObject({ items: [], total: 25, pageCount: 3 });
    expect((await list(s)).body.data).toMatchObject({ pageSize: 20, pageCount: 2 });

    const item = first.body.data.items[0];
    expect(item.product).toMatchObject({
      skuCode: 'PAD-024',
      title: 'Ceramic Brake Pad 24',
      brand: 'Bosch',
      partNumber: 'BP-1024',
      category: { cid: '1003' },
      // A buyer without a plan: the reference price, and no member data (no OE numbers, no exact stock).
      trade: { skuCode: 'PAD-024', price: { amount: 1000 + 24 * 100, currency: 'USD' }, member: null },
    });
    expect(JSON.stringify(first.body)).not.toContain('OE-PAD-24');
    expect(Date.parse(item.addedAt)).toBeGreaterThan(Date.parse(first.body.data.items[1].addedAt));
  });

  it('follows lang and site: titles and currency', async () => {
    const s = await buyer();
    await add(s, 'PAD-002');
    const zhDe = (await list(s, '?site=de')).body.data.items[0].product;
    expect(zhDe).toMatchObject({ title: '陶瓷刹车片 2', trade: { price: { amount: 9000 - 200, currency: 'EUR' } } });
    const enUk = (await list(s, '?site=uk&lang=en')).body.data.items[0].product;
    expect(enUk).toMatchObject({ title: 'Ceramic Brake Pad 2', trade: { price: { amount: 3002, currency: 'GBP' } } });
  });

  it('filters by category (a top one with its children) and by keyword on titles, SKU, part and OE numbers, literally', async () => {
    const s = await buyer();
    for (const p of [
      cat.padProducts[1]!,
      cat.padProducts[2]!,
      cat.discProducts[0]!,
      cat.filterProducts[0]!,
      cat.percent,
      cat.underscore,
      cat.underscoreDecoy,
    ]) {
      await add(s, p.skuCode);
    }
    const skus = async (q: string) => skusOf((await list(s, q)).body).sort();
    expect(await skus('?cid=10')).toEqual(['DISC-0', 'PAD-001', 'PAD-002']);
    expect(await skus('?cid=1019')).toEqual(['DISC-0']);
    expect(await skus('?cid=13')).toEqual(['FLT-0', 'PCT-100', 'UND-1', 'UND-2']);
    expect(await skus('?cid=0')).toHaveLength(7);
    expect(await skus('?cid=08')).toEqual([]);
    expect(await skus(`?keyword=${encodeURIComponent('通风')}`)).toEqual(['DISC-0']);
    expect(await skus('?keyword=ceramic%20brake%20PAD%202')).toEqual(['PAD-002']);
    expect(await skus('?keyword=pad-001')).toEqual(['PAD-001']);
    expect(await skus('?keyword=BP-1002')).toEqual(['PAD-002']);
    expect(await skus('?keyword=oe-pad-1')).toEqual(['PAD-001']);
    expect(await skus('?keyword=04152-YZZA1')).toEqual(['FLT-0']);
    expect(await skus('?keyword=100%25')).toEqual(['PCT-100']);
    expect(await skus('?keyword=LX_1')).toEqual(['UND-1']);
    expect(await skus('?keyword=LX_1&cid=10')).toEqual([]);

    const unknown = await list(s, '?cid=77&lang=en');
    expect(unknown.res.status).toBe(404);
    expect(unknown.body.msg).toBe(en.api.categoryNotFound.replace('{cid}', '77'));
  });

  it('a 10,000-character keyword or control characters → 400001 with a translated message; nothing is spent', async () => {
    const db = await getDb();
    const s = await buyer();
    await add(s, 'PAD-001');
    const long = await list(s, `?keyword=${'a'.repeat(10_000)}&lang=en`);
    expect(long.res.status).toBe(400);
    expect(long.body).toMatchObject({ status: 400001, errors: [{ path: 'keyword' }] });
    expect(long.body.errors[0].message).toMatch(/100/);
    const longZh = await list(s, `?keyword=${'a'.repeat(10_000)}&export=xlsx`);
    expect(longZh.body.status).toBe(400001);
    expect(longZh.body.errors[0].message).toMatch(/[\u4e00-\u9fff]/);

    for (const bad of ['\u0007', 'a\u0000b', '\u202Eevil', 'tab\there']) {
      const { body } = await list(s, `?keyword=${encodeURIComponent(bad)}&lang=en`);
      expect(body, JSON.stringify(bad)).toMatchObject({
        status: 400001,
        errors: [{ path: 'keyword', message: en.api.controlCharacters }],
      });
    }
    expect((await list(s, `?keyword=${encodeURIComponent('\u0007')}`)).body.errors[0].message).toBe(
      zh.api.controlCharacters,
    );
    // No export slot was used by the refused requests, and the favourite is untouched.
    const slots = await db.execute(sql`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'export:%'`);
    expect((slots as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await rowsOf(s.id)).toHaveLength(1);
  });

  it('GET /api/favorite/ids: every saved SKU, newest first, never cached', async () => {
    const s = await buyer();
    tickingClock();
    for (const sku of ['DISC-2', 'PAD-009', 'FLT-1']) await add(s, sku);
    const { res, body } = await send('/api/favorite/ids', 'GET', s.headers);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.data).toEqual({ skuCodes: ['FLT-1', 'PAD-009', 'DISC-2'] });
  });
});

describe('object-level access (row 1)', () => {
  it("B never sees, exports or removes A's favourites", async () => {
    const a = await buyer();
    const b = await buyer();
    for (const sku of ['PAD-010', 'PAD-011', 'DISC-1']) await add(a, sku);
    await add(b, 'FLT-2');
    const aRows = await rowsOf(a.id);

    expect(skusOf((await list(b)).body)).toEqual(['FLT-2']);
    expect(skusOf((await list(b, `?userId=${a.id}&user_id=${a.id}`)).body)).toEqual(['FLT-2']);
    expect((await send('/api/favorite/ids', 'GET', b.headers)).body.data.skuCodes).toEqual(['FLT-2']);
    const foreign = await remove(b, 'PAD-010');
    expect(foreign.res.status).toBe(404);
    expect(foreign.body.status).toBe(404000);
    expect(await rowsOf(a.id)).toEqual(aRows);

    const csv = await (await fileOf(b, '?export=csv&lang=en')).text();
    const rows = parse(csv, { bom: true }) as string[][];
    expect(rows.slice(1).map((r) => r[0])).toEqual(['FLT-2']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await (await fileOf(b, '?export=xlsx')).arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getCell('A2').value).toBe('FLT-2');
  });

  it('visitors get 410000 on every favourites call', async () => {
    const visitor = await xsrfHeaders();
    for (const [path, method] of [
      ['/api/favorite', 'GET'],
      ['/api/favorite?export=xlsx', 'GET'],
      ['/api/favorite/ids', 'GET'],
      ['/api/favorite/PAD-001', 'POST'],
      ['/api/favorite/PAD-001', 'DELETE'],
    ] as const) {
      const { res, body } = await send(path, method, visitor);
      expect(body.status, `${method} ${path}`).toBe(410000);
      expect(res.status).toBe(401);
    }
    expect((await api('/api/favorite/PAD-001', { method: 'POST' })).body.status).toBe(403001);
  });
});

describe('GET /api/favorite?export=', () => {
  async function saveAll(s: Session) {
    tickingClock(Date.parse('2026-11-24T03:00:00Z'));
    for (const sku of ['PAD-001', formula.skuCode, 'DISC-3']) await add(s, sku);
    resetClock();
    setClock(() => new Date('2026-11-24T04:30:00Z'));
  }

  it('xlsx: the zh file name, headers in Chinese, prices in the site currency, a member\'s columns, no formula anywhere', async () => {
    const s = await buyer();
    await giveMembership(s.id, plans.quarterly.level, new Date(Date.now() + 365 * 86_400_000));
    await saveAll(s);
    const res = await fileOf(s, '?export=xlsx&site=de');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="favorites-2026-11-24.xlsx"; filename*=UTF-8''${encodeURIComponent('收藏夹-2026-11-24.xlsx')}`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    for (const [name, xml] of zipEntries(bytes)) expect(xml, name).not.toMatch(/<f[\s>]/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as never);
    const sheet = workbook.getWorksheet(zh.favorites.file.sheet)!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'SKU',
      '标题',
      '品牌',
      '零件号',
      'OE 号',
      '分类',
      '单价（EUR）',
      '会员价（EUR）',
      '单位',
      '起订量',
      '库存',
      '库存数量',
      '收藏时间（北京时间）',
      '商品页面',
    ]);
    const rows = [2, 3, 4].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(rows.map((r) => r[0])).toEqual(['DISC-3', 'EVIL-1', 'PAD-001']);
    const evil = rows[1]!;
    expect(evil[1]).toBe('\'=HYPERLINK("http://evil.example","点我")');
    expect(evil[2]).toBe("'@Brand");
    expect(evil[3]).toBe("'-EV1");
    expect(evil[4]).toBe("'+OE1");
    expect(evil[5]).toBe('刹车盘');
    const pad = rows[2]!;
    expect(pad[1]).toBe('陶瓷刹车片 1');
    const padRow = cat.padProducts[1]!;
    expect(pad[6]).toBe((9000 - 100) / 100);
    expect(pad[7]).toBe((padRow.memberPriceEur ?? padRow.priceEur) / 100);
    expect(pad[8]).toBe('件');
    expect(pad[10]).toBe('现货');
    expect(pad[11]).toBe(padRow.stockQty);
    // Saved 03:00:01 UTC = 11:00 China time.
    expect((pad[12] as Date).toISOString().slice(0, 16)).toBe('2026-11-24T11:00');
    expect(pad[13]).toMatch(/\/product\/PAD-001$/);
    expect(sheet.rowCount).toBe(4);
  });

  it('csv: English headers and name, same rows, neutralised cells, filters apply; a buyer without a plan gets no member columns', async () => {
    const s = await buyer();
    await saveAll(s);
    const res = await fileOf(s, '?export=csv&lang=en');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="favorites-2026-11-24.csv"; filename*=UTF-8''favorites-2026-11-24.csv`,
    );
    const rows = parse(await res.text(), { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'SKU',
      'Title',
      'Brand',
      'Part number',
      'Category',
      'Unit price (USD)',
      'Unit',
      'Minimum order',
      'Availability',
      'Added (China time)',
      'Product page',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['DISC-3', 'EVIL-1', 'PAD-001']);
    expect(rows[2]![1]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(rows[3]![9]).toBe('2026-11-24 11:00');
    expect(rows[3]![10]).toMatch(/\/en\/product\/PAD-001$/);
    expect(JSON.stringify(rows)).not.toContain('OE-PAD-1');

    const filtered = parse(await (await fileOf(s, '?export=csv&cid=1019')).text(), {
      bom: true,
    }) as string[][];
    expect(filtered.slice(1).map((r) => r[0])).toEqual(['DISC-3', 'EVIL-1']);
  });

  it(`more than ${EXPORT_LIMITS.perUserHour} exports an hour → 429000 with a translated message; other buyers unaffected`, async () => {
    const s = await buyer();
    await add(s, 'PAD-001');
    for (let i = 0; i < EXPORT_LIMITS.perUserHour; i++) {
      const res = await fileOf(s, `?export=${i % 2 ? 'csv' : 'xlsx'}`);
      expect(res.status, `export ${i + 1}`).toBe(200);
      await res.arrayBuffer();
    }
    const refused = await list(s, '?export=csv&lang=en');
    expect(refused.res.status).toBe(429);
    expect(refused.body.status).toBe(429000);
    expect(refused.body.msg).toMatch(/^You have started too many exports\. Please try again in \d+ min\.$/);
    expect((await list(s, '?export=xlsx')).body.msg).toMatch(/^导出次数过多，请 \d+ 分钟后再试。$/);
    // The list itself is not an export.
    expect((await list(s)).body.status).toBe(200);
    const other = await buyer();
    expect((await fileOf(other, '?export=csv')).status).toBe(200);
  });

  it('a selection over the row cap is refused before anything is written, and costs no slot', async () => {
    const db = await getDb();
    const s = await buyer();
    for (const sku of ['PAD-001', 'PAD-002', 'PAD-003']) await add(s, sku);
    const input = { userId: s.id, site: 'us', lang: 'en', format: 'csv', entitlements: { memberData: false } } as const;
    const refusal = await exportFavorites(db, input, { maxRows: 2 }).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      kind: 'tooLarge',
      key: 'exportTooLarge',
      params: { count: 3, limit: 2 },
    });
    const counted = await db.execute(
      sql`SELECT count(*)::int AS n FROM rate_limits WHERE key = ${`export:user:${s.id}`}`,
    );
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const file = await exportFavorites(db, input, { maxRows: 3 });
    expect(file.rows).toBe(3);
    expect(parse(await new Response(file.body).text(), { bom: true })).toHaveLength(4);
  });

  it('reads the rows a page at a time without losing or repeating any (cursor across equal dates)', async () => {
    const db = await getDb();
    const s = await buyer();
    const at = new Date('2026-11-20T00:00:00.123Z');
    const padIds = cat.padProducts.map((p) => p.id);
    // More rows than one read page, many sharing one timestamp, one with microseconds.
    await db
      .insert(favorites)
      .values(padIds.map((productId) => ({ userId: s.id, productId, createdAt: at })));
    await db.execute(
      sql`UPDATE favorites SET created_at = created_at + interval '1 microsecond' WHERE user_id = ${s.id} AND product_id = ${padIds[7]!}`,
    );
    const file = await exportFavorites(
      db,
      { userId: s.id, site: 'us', lang: 'en', format: 'csv', entitlements: { memberData: false } },
      {},
    );
    const skus = (parse(await new Response(file.body).text(), { bom: true }) as string[][])
      .slice(1)
      .map((r) => r[0]);
    expect(skus).toHaveLength(30);
    expect(new Set(skus).size).toBe(30);
    expect(skus[0]).toBe(cat.padProducts[7]!.skuCode);
    const stored = await db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, s.id)));
    expect(stored).toHaveLength(30);
  });
});

describe("on the production server's socket (node listener)", () => {
  it('a bodiless DELETE removes, and an export streams out whole', async () => {
    const s = await buyer();
    await add(s, 'PAD-004');
    await add(s, 'PAD-005');
    const server = await startTestServer(createApiListener(testApp()));
    try {
      const removed = await server.request('/api/favorite/PAD-004?lang=en', {
        method: 'DELETE',
        headers: s.headers,
      });
      expect(removed.status).toBe(200);
      expect(JSON.parse(removed.body.toString())).toMatchObject({ status: 200, data: { favorite: false } });
      const file = await server.request('/api/favorite?export=csv', { headers: s.headers });
      expect(file.status).toBe(200);
      expect(file.headers['content-length']).toBeUndefined();
      expect(file.headers['content-disposition']).toContain("filename*=UTF-8''");
      expect((parse(file.body.toString('utf8'), { bom: true }) as string[][]).map((r) => r[0])).toEqual([
        'SKU',
        'PAD-005',
      ]);
    } finally {
      await server.close();
    }
  });
});
