import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { productPriceChanges, products } from '@/server/db/schema';
import { importJobSettled } from '@/server/catalogue-import/import-job-runner';
import { createCategory } from '@tests/factories/catalog';
import { productBody } from '@tests/factories/catalogue-admin';
import { csvFile, importProduct, rowsOf } from '@tests/factories/catalogue-file';
import { signedInBuyer, signedInOperator, type Buyer } from '@tests/factories/inquiries';
import { giveMembership, seedPlans } from '@tests/factories/membership';
import { resetAccountState, send } from '@tests/factories/users';
import { api } from '@tests/setup/test-app';

/*
 * Price history (docs/decisions/0067): every change of a product's price, whatever makes it, reaches
 * the members whose plan grants the history, and nobody else; a membership that ends stops it on the
 * next call.
 */

const SKU = 'PH-0001';
const YEAR = 365 * 24 * 3_600_000;
let operator: Buyer;
let visitorFree: Buyer;
let quarterly: Buyer;
let enterprise: Buyer;
let cid: string;

type Point = { changedAt: string; price: number; memberPrice: number };
type Series = { currency: string; start: Point; points: Point[] };

const history = (who: Buyer | null, sku = SKU, lang = 'en') =>
  who
    ? send(`/api/products/${sku}/price-history?lang=${lang}&site=us`, 'GET', who.headers)
    : api(`/api/products/${sku}/price-history?lang=${lang}&site=us`);

const usd = (body: { data: { currencies: Series[] } }) => body.data.currencies.find((s) => s.currency === 'USD')!;

beforeAll(async () => {
  await resetAccountState();
  await seedPlans();
  const db = await getDb();
  operator = await signedInOperator();
  visitorFree = await signedInBuyer({ company: '免费买家' });
  quarterly = await signedInBuyer({ company: '季度买家' });
  enterprise = await signedInBuyer({ company: '企业买家' });
  const far = new Date(Date.now() + YEAR);
  await giveMembership(quarterly.id, 1, far);
  await giveMembership(enterprise.id, 3, far);
  const top = await createCategory(db, { title: '制动系统', titleEn: 'Brakes' });
  cid = (await createCategory(db, { parentId: top.id, title: '刹车片', titleEn: 'Brake Pads' })).cid;
  const created = await send(`/api/admin/products/${SKU}?lang=en`, 'PUT', operator.headers, productBody(cid, { skuCode: SKU, prices: { USD: 1000, EUR: 900, AUD: 1500, GBP: 800 } }));
  expect(created.body.status, JSON.stringify(created.body)).toBe(200);
});

describe('price history', () => {
  it('records a change made in the console, by a catalogue import and by SQL: three points, in order, in the answer', async () => {
    const before = await history(enterprise);
    expect(before.body.status).toBe(200);
    expect(usd(before.body)).toMatchObject({ start: { price: 1000, memberPrice: 1000 }, points: [] });

    // 1. The console's product editor.
    const consoleSave = await send(`/api/admin/products/${SKU}?lang=en`, 'PUT', operator.headers, productBody(cid, { skuCode: SKU, prices: { USD: 1100, EUR: 900, AUD: 1500, GBP: 800 } }));
    expect(consoleSave.body.status, JSON.stringify(consoleSave.body)).toBe(200);

    // 2. The catalogue import (an operator's file).
    const upload = await api('/api/admin/catalogue/import?name=prices.csv&lang=en', {
      method: 'POST',
      headers: { ...operator.headers, 'content-type': 'text/csv' },
      body: csvFile(rowsOf([importProduct(SKU, cid, { prices: { USD: 1200, EUR: 900, AUD: 1500, GBP: 800 } })])) as BodyInit,
    });
    expect(upload.body.status, JSON.stringify(upload.body)).toBe(200);
    await importJobSettled(upload.body.data.id as number);
    const job = (await api(`/api/admin/catalogue/import/jobs/${upload.body.data.id}`, { headers: operator.headers })).body.data;
    expect(job).toMatchObject({ state: 'done', updated: 1 });

    // 3. A direct database change, member price included.
    const db = await getDb();
    await db.execute(sql`UPDATE products SET price_usd = 1300, member_price_usd = 1150 WHERE sku_code = ${SKU}`);

    const { res, body } = await history(enterprise);
    expect(body.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const series = usd(body);
    expect(series.start).toMatchObject({ price: 1000, memberPrice: 1000 });
    expect(series.points.map((p) => [p.price, p.memberPrice])).toEqual([
      [1100, 1100],
      [1200, 1200],
      [1300, 1150],
    ]);
    const times = series.points.map((p) => Date.parse(p.changedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The currencies whose prices never moved answer their price at the start and no points.
    expect(body.data.currencies.map((s: Series) => s.currency)).toEqual(['USD', 'EUR', 'AUD', 'GBP']);
    expect(body.data.currencies.find((s: Series) => s.currency === 'EUR')).toMatchObject({ start: { price: 900, memberPrice: 900 }, points: [] });
  });

  it('covers the last 12 months: an older change is left out and its new price is the price at the start', async () => {
    const db = await getDb();
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.skuCode, SKU));
    await db.insert(productPriceChanges).values({
      productId: product!.id,
      currency: 'GBP',
      oldPrice: 700,
      newPrice: 750,
      changedAt: new Date(Date.now() - 400 * 24 * 3_600_000),
    });
    await db.insert(productPriceChanges).values({
      productId: product!.id,
      currency: 'GBP',
      oldPrice: 750,
      newPrice: 800,
      changedAt: new Date(Date.now() - 100 * 24 * 3_600_000),
    });
    const { body } = await history(enterprise);
    const gbp = body.data.currencies.find((s: Series) => s.currency === 'GBP');
    expect(gbp.start).toMatchObject({ price: 750, memberPrice: 750 });
    expect(gbp.points.map((p: Point) => p.price)).toEqual([800]);
    expect(Date.parse(body.data.to) - Date.parse(body.data.from)).toBeGreaterThanOrEqual(365 * 24 * 3_600_000);
  });

  it('refuses a visitor (401), a free buyer and a Quarterly member (403 naming the plan that grants it) and answers 404 for an unknown SKU', async () => {
    const visitor = await history(null);
    expect(visitor.res.status).toBe(401);
    expect(visitor.body.status).toBe(410000);

    for (const who of [visitorFree, quarterly]) {
      const refused = await history(who);
      expect(refused.res.status).toBe(403);
      expect(refused.body.status).toBe(403000);
      expect(refused.body.msg).toBe('Price history comes with the Enterprise annual membership.');
      expect(refused.body.data).toBeNull();
    }
    const zh = await history(quarterly, SKU, 'zh');
    expect(zh.body.msg).toContain('企业年度会员');

    const unknown = await history(enterprise, 'PH-NOPE-0404');
    expect(unknown.res.status).toBe(404);
    expect(unknown.body.status).toBe(404000);
    const malformed = await history(enterprise, 'not%20a%20sku');
    expect(malformed.res.status).toBe(404);
  });

  it('ends with the membership: the next call after its end is refused', async () => {
    const lapsing = await signedInBuyer({ company: '到期买家' });
    await giveMembership(lapsing.id, 3, new Date(Date.now() + 24 * 3_600_000));
    expect((await history(lapsing)).body.status).toBe(200);
    // The membership has ended (its end is in the past): no restart, no cache to clear.
    await giveMembership(lapsing.id, 3, new Date(Date.now() - 60_000));
    const lapsed = await history(lapsing);
    expect(lapsed.res.status).toBe(403);
    expect(lapsed.body.msg).toContain('Enterprise annual membership');
  });

  it('is described in the OpenAPI document as a signed-in route', async () => {
    const { body } = await api('/api/openapi.json');
    const op = body.paths['/api/products/{skuCode}/price-history'].get;
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
  });
});
