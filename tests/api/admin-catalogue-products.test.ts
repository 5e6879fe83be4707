import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { getDb } from '@/server/db';
import { auditLog, products, productVehicles } from '@/server/db/schema';
import { loadVehiclesIfEmpty } from '@/server/vehicles/load-vehicles';
import { productBody } from '@tests/factories/catalogue-admin';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';
import { api } from '@tests/setup/test-app';
import { createOperator, createUser, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';

/*
 * The console's products (docs/decisions/0049): create and replace by SKU through productInputSchema,
 * the list's filters, sorts and pages, search terms that follow an edit at once, translated refusals
 * that change nothing, and the audit row of every write.
 */

let operator: Session;
let buyer: Session;
beforeAll(async () => {
  await resetAccountState();
  const db = await getDb();
  await seedKnownCatalogue(db);
  // Fitments link to the vehicle table (the vehicle filter reads those links).
  await loadVehiclesIfEmpty(db);
  operator = await signIn((await createOperator(db)).mobile, GOOD_PASSWORD);
  buyer = await signIn((await createUser(db)).mobile, GOOD_PASSWORD);
});

const create = (body: unknown, lang = 'en') => send(`/api/admin/products?lang=${lang}`, 'POST', operator.headers, body);
const save = (sku: string, body: unknown, lang = 'en') => send(`/api/admin/products/${sku}?lang=${lang}`, 'PUT', operator.headers, body);
const list = async (query: string) => (await send(`/api/admin/products?${query}`, 'GET', operator.headers)).body.data;
const storefront = async (sku: string) => (await api(`/api/products/${sku}?site=us&lang=en`)).body;
/** The price a signed-in buyer is shown (public answers carry none). */
const tradePrice = async (sku: string) =>
  (await send(`/api/products/trade?skus=${sku}&site=us&lang=en`, 'GET', buyer.headers)).body.data.items[0]?.price;
const search = async (keyword: string) =>
  (await send(`/api/search?keyword=${encodeURIComponent(keyword)}&lang=en`, 'GET', buyer.headers)).body.data.list as { skuCode: string }[];

describe('products in the console', () => {
  it('creates a product the storefront and search find at once; reads back in the input shape', async () => {
    const body = productBody('1003', { titleEn: 'Quillfeather Brake Pads' });
    const created = await create(body);
    expect(created.body).toMatchObject({ status: 200, msg: en.api.productCreated });
    const { id: _id, updatedAt: _u, images, ...readBack } = created.body.data;
    expect(readBack).toEqual(body);
    expect(images).toEqual([]);
    expect(await storefront(body.skuCode)).toMatchObject({ status: 200, data: { title: 'Quillfeather Brake Pads' } });
    expect(await tradePrice(body.skuCode)).toEqual({ amount: 2599, currency: 'USD' });
    expect((await search('quillfeather')).map((h) => h.skuCode)).toEqual([body.skuCode]);
    const [row] = await (await getDb()).select({ stale: products.searchStale }).from(products).where(eq(products.skuCode, body.skuCode));
    expect(row?.stale).toBe(false);
    const audit = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, 'product.create'), eq(auditLog.targetId, body.skuCode)));
    expect(audit[0]).toMatchObject({ before: null, after: { prices: body.prices, titleEn: 'Quillfeather Brake Pads' } });
    expect((await create(body)).body).toMatchObject({ status: 400001, errors: [{ path: 'skuCode', message: en.api.productSkuTaken.replace('{sku}', body.skuCode) }] });
  });

  it('replaces every field by SKU: new price and title on the storefront and in search, fitments replaced, audited as a diff', async () => {
    const body = productBody('1003', { titleEn: 'Marrowind Brake Pads' });
    await create(body);
    const db = await getDb();
    const [{ id }] = await db.select({ id: products.id }).from(products).where(eq(products.skuCode, body.skuCode)) as [{ id: number }];
    const linked = async () => (await db.select().from(productVehicles).where(eq(productVehicles.productId, id))).length;
    const linkedBefore = await linked();
    const edited = { ...body, titleEn: 'Sablewing Brake Pads', prices: { ...body.prices, USD: 3150 }, fitments: [] };
    const saved = await save(body.skuCode.toLowerCase(), { ...edited, skuCode: body.skuCode.toLowerCase() }, 'zh');
    expect(saved.body).toMatchObject({ status: 200, msg: zh.api.productSaved, data: { prices: { USD: 3150 }, fitments: [] } });
    expect((await storefront(body.skuCode)).data).toMatchObject({ title: 'Sablewing Brake Pads' });
    expect(await tradePrice(body.skuCode)).toMatchObject({ amount: 3150 });
    expect((await search('sablewing')).map((h) => h.skuCode)).toEqual([body.skuCode]);
    expect(await search('marrowind')).toEqual([]);
    expect(linkedBefore).toBeGreaterThan(0);
    expect(await linked()).toBe(0);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'product.update'), eq(auditLog.targetId, body.skuCode)));
    expect(audit?.before).toEqual({ titleEn: 'Marrowind Brake Pads', prices: body.prices, fitments: body.fitments });
    expect(audit?.after).toEqual({ titleEn: 'Sablewing Brake Pads', prices: edited.prices, fitments: [] });
    expect(audit?.actorUserId).not.toBeNull();
    // PUT is idempotent by SKU: an unknown SKU is created.
    const fresh = productBody('1019');
    expect((await save(fresh.skuCode, fresh)).body).toMatchObject({ status: 200, msg: en.api.productSaved });
    expect((await send(`/api/admin/products/${fresh.skuCode}`, 'GET', operator.headers)).body.data.cid).toBe('1019');
  });

  it('refuses each bad field with a translated message and changes nothing', async () => {
    const body = productBody('1003');
    await create(body);
    const [before] = await (await getDb()).select().from(products).where(eq(products.skuCode, body.skuCode));
    const cases: [Record<string, unknown>, string, string | null][] = [
      [{ titleZh: '' }, 'titleZh', null],
      [{ titleEn: 'x'.repeat(201) }, 'titleEn', null],
      [{ brand: 'Bo\u202Esch' }, 'brand', en.api.controlCharacters],
      [{ prices: { ...body.prices, USD: 0 } }, 'prices.USD', null],
      [{ prices: { USD: 1, EUR: 1, AUD: 1 } }, 'prices.GBP', null],
      [{ moq: 0 }, 'moq', null],
      [{ unit: 'bag' }, 'unit', null],
      [{ stockQty: -1 }, 'stockQty', null],
      [{ status: 'deleted' }, 'status', null],
      [{ cid: '10' }, 'cid', null],
      [{ cid: '9999' }, 'cid', en.api.productCategoryInvalid.replace('{cid}', '9999')],
      [{ fitments: [{ ...body.fitments[0], yearFrom: 2020, yearTo: 2010 }] }, 'fitments.0.yearTo', en.api.fitmentYearsReversed],
      [{ oeNumbers: [''] }, 'oeNumbers.0', null],
      [{ skuCode: 'OTHER-SKU' }, 'skuCode', en.api.productSkuMismatch],
    ];
    for (const [change, path, message] of cases) {
      const { res, body: answer } = await save(body.skuCode, { ...body, prices: { ...body.prices, USD: 7777 }, ...change });
      expect(res.status, path).toBe(400);
      const error = (answer.errors as { path: string; message: string }[]).find((e) => e.path === path);
      expect(error, `${path}: ${JSON.stringify(answer)}`).toBeDefined();
      if (message) expect(error!.message).toBe(message);
      else expect(error!.message.length).toBeGreaterThan(3);
    }
    const zhAnswer = (await save(body.skuCode, { ...body, fitments: [{ ...body.fitments[0], yearFrom: 2020, yearTo: 2010 }] }, 'zh')).body;
    expect(zhAnswer.errors[0].message).toBe(zh.api.fitmentYearsReversed);
    const zhMin = (await save(body.skuCode, { ...body, moq: 0 }, 'zh')).body;
    expect(zhMin.errors[0].message).toMatch(/[\u4e00-\u9fff]/);
    const [after] = await (await getDb()).select().from(products).where(eq(products.skuCode, body.skuCode));
    expect(after).toEqual(before);
  });

  it('lists every product with keyword, category, brand and status filters, sorts and pages', async () => {
    const tag = `ZX${Date.now().toString(36).toUpperCase()}`;
    const made = [
      productBody('1003', { skuCode: `${tag}-A`, brand: 'Brembo', prices: { USD: 900, EUR: 1, AUD: 1, GBP: 1 }, titleEn: 'Alpha Rotor' }),
      productBody('1019', { skuCode: `${tag}-B`, brand: 'Brembo', prices: { USD: 500, EUR: 1, AUD: 1, GBP: 1 }, status: 'hidden' }),
      productBody('1311', { skuCode: `${tag}-C`, brand: 'Mann', prices: { USD: 700, EUR: 1, AUD: 1, GBP: 1 } }),
    ];
    for (const body of made) expect((await create(body)).body.status).toBe(200);
    const skus = (page: { items: { skuCode: string }[] }) => page.items.map((p) => p.skuCode);
    expect(skus(await list(`q=${tag.toLowerCase()}&sort=price_asc`))).toEqual([`${tag}-B`, `${tag}-C`, `${tag}-A`]);
    expect(skus(await list(`q=${tag}&sort=price_desc&pageSize=2`))).toEqual([`${tag}-A`, `${tag}-C`]);
    const second = await list(`q=${tag}&sort=price_desc&pageSize=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(skus(second)).toEqual([`${tag}-B`]);
    expect(skus(await list(`q=${tag}&cid=10&sort=sku_asc`))).toEqual([`${tag}-A`, `${tag}-B`]);
    expect(skus(await list(`q=${tag}&brand=brembo&status=hidden`))).toEqual([`${tag}-B`]);
    expect(skus(await list(`q=alpha%20rotor`))).toContain(`${tag}-A`);
    expect((await list(`q=${tag}&cid=1311`)).items[0]).toMatchObject({ categoryTitleEn: 'Oil Filters', prices: { USD: 700 }, status: 'active' });
    expect((await send('/api/admin/products?sort=cheapest&lang=en', 'GET', operator.headers)).body.status).toBe(400001);
    expect((await send('/api/admin/products', 'GET', buyer.headers)).body.status).toBe(403000);
  });
});
