import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { getDb } from '@/server/db';
import { products } from '@/server/db/schema';
import { importJobSettled } from '@/server/catalogue-import/import-job-runner';
import { IMPORT_COLUMNS, OPTIONAL_COLUMNS } from '@/server/catalogue-import/import-columns';
import { productBody } from '@tests/factories/catalogue-admin';
import { csvFile, importProduct, rowsOf } from '@tests/factories/catalogue-file';
import { createCategory } from '@tests/factories/catalog';
import { createOperator, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';
import { api, testApp } from '@tests/setup/test-app';

/*
 * Member prices and quantity breaks as an operator writes them (docs/decisions/0067): the console's
 * product form (its API) and the catalogue file carry them through one schema; a member price above
 * the price and breaks that do not climb are refused, translated, changing nothing; a file made before
 * the columns existed leaves the stored ones alone.
 */

let operator: Session;
let cid: string;
beforeAll(async () => {
  await resetAccountState();
  const db = await getDb();
  operator = await signIn((await createOperator(db)).mobile, GOOD_PASSWORD);
  const top = await createCategory(db, { title: '制动系统', titleEn: 'Brakes' });
  cid = (await createCategory(db, { parentId: top.id, title: '刹车片', titleEn: 'Brake Pads' })).cid;
});

const stored = async (sku: string) => {
  const [row] = await (await getDb())
    .select({ usd: products.memberPriceUsd, eur: products.memberPriceEur, gbp: products.memberPriceGbp, breaks: products.priceBreaks, priceUsd: products.priceUsd })
    .from(products)
    .where(eq(products.skuCode, sku));
  return row;
};

async function importCsv(bytes: Uint8Array) {
  const res = await api('/api/admin/catalogue/import?name=file.csv&lang=en', {
    method: 'POST',
    headers: { ...operator.headers, 'content-type': 'text/csv' },
    body: bytes as BodyInit,
  });
  if (res.body.status !== 200) return res.body;
  await importJobSettled(res.body.data.id as number);
  return (await api(`/api/admin/catalogue/import/jobs/${res.body.data.id}`, { headers: operator.headers })).body.data;
}

const dryRun = async (bytes: Uint8Array, lang = 'en') =>
  (
    await api(`/api/admin/catalogue/import/dry-run?lang=${lang}`, {
      method: 'POST',
      headers: { ...operator.headers, 'content-type': 'text/csv' },
      body: bytes as BodyInit,
    })
  ).body.data;

describe('the console product form', () => {
  it('saves member prices and breaks, reads them back, and clears them when emptied', async () => {
    const body = productBody(cid, { memberPrices: { USD: 2299, EUR: null, AUD: 3500, GBP: null }, priceBreaks: [{ minQty: 10, percentOff: 5 }, { minQty: 50, percentOff: 8 }] });
    const created = await send('/api/admin/products?lang=en', 'POST', operator.headers, body);
    expect(created.body.status).toBe(200);
    expect(created.body.data).toMatchObject({ memberPrices: body.memberPrices, priceBreaks: body.priceBreaks });
    expect(await stored(body.skuCode)).toMatchObject({ usd: 2299, eur: null, breaks: [{ minQty: 10, percentOff: 5 }, { minQty: 50, percentOff: 8 }] });

    const cleared = await send(`/api/admin/products/${body.skuCode}?lang=en`, 'PUT', operator.headers, {
      ...body,
      memberPrices: { USD: null, EUR: null, AUD: null, GBP: null },
      priceBreaks: [],
    });
    expect(cleared.body.status).toBe(200);
    expect(await stored(body.skuCode)).toMatchObject({ usd: null, breaks: [] });
  });

  it('refuses a member price above the price and breaks that do not climb, in the caller language, writing nothing', async () => {
    const body = productBody(cid, { memberPrices: { USD: 2000, EUR: null, AUD: null, GBP: null }, priceBreaks: [{ minQty: 10, percentOff: 5 }] });
    expect((await send('/api/admin/products?lang=en', 'POST', operator.headers, body)).body.status).toBe(200);

    const above = await send(`/api/admin/products/${body.skuCode}?lang=en`, 'PUT', operator.headers, {
      ...body,
      memberPrices: { ...body.memberPrices!, GBP: body.prices.GBP + 1 },
    });
    expect(above.body).toMatchObject({ status: 400001, errors: [{ path: 'memberPrices.GBP', message: en.api.memberPriceAboveReference }] });

    const flat = await send(`/api/admin/products/${body.skuCode}?lang=zh`, 'PUT', operator.headers, {
      ...body,
      priceBreaks: [{ minQty: 10, percentOff: 5 }, { minQty: 10, percentOff: 8 }],
    });
    expect(flat.body).toMatchObject({ status: 400001, errors: [{ path: 'priceBreaks.1.minQty', message: zh.api.priceBreaksClimb }] });

    const zero = await send(`/api/admin/products/${body.skuCode}?lang=en`, 'PUT', operator.headers, {
      ...body,
      priceBreaks: [{ minQty: 10, percentOff: 0 }],
    });
    expect(zero.body.status).toBe(400001);
    expect(await stored(body.skuCode)).toMatchObject({ usd: 2000, gbp: null, breaks: [{ minQty: 10, percentOff: 5 }] });
  });
});

describe('the catalogue file', () => {
  it('imports member prices and breaks, exports them, and a re-import of the export changes nothing', async () => {
    const list = [
      importProduct('MPF-001', cid, { memberPrices: { USD: 1100, EUR: 1000, AUD: null, GBP: null }, priceBreaks: [{ minQty: 10, percentOff: 5 }, { minQty: 50, percentOff: 8 }] }),
      importProduct('MPF-002', cid),
    ];
    const rows = rowsOf(list);
    expect(rows[0]).toMatchObject({ member_price_usd: '11.00', member_price_aud: '', price_breaks: '10:5;50:8' });
    expect(await importCsv(csvFile(rows))).toMatchObject({ state: 'done', created: 2 });
    expect(await stored('MPF-001')).toMatchObject({ usd: 1100, eur: 1000, gbp: null, breaks: [{ minQty: 10, percentOff: 5 }, { minQty: 50, percentOff: 8 }] });
    expect(await stored('MPF-002')).toMatchObject({ usd: null, breaks: [] });

    const res = await testApp().request('/api/admin/catalogue/export?format=csv&lang=en', { headers: operator.headers });
    const exported = await res.text();
    expect(exported).toContain('[member_price_usd]');
    expect(exported).toContain('10:5;50:8');
    expect(await dryRun(new TextEncoder().encode(exported))).toMatchObject({ problemCount: 0, created: 0, updated: 0 });
  });

  it('keeps the stored member prices and breaks when a file lacks those columns, and clears them when the cells are empty', async () => {
    const product = importProduct('MPF-010', cid, { memberPrices: { USD: 1000, EUR: null, AUD: null, GBP: null }, priceBreaks: [{ minQty: 20, percentOff: 10 }] });
    await importCsv(csvFile(rowsOf([product])));
    const older = IMPORT_COLUMNS.filter((c) => !OPTIONAL_COLUMNS.has(c));
    expect(await importCsv(csvFile(rowsOf([product]), older))).toMatchObject({ state: 'done', unchanged: 1 });
    const cheaper = { ...product, prices: { ...product.prices, USD: 1200 } };
    expect(await importCsv(csvFile(rowsOf([cheaper]), older))).toMatchObject({ state: 'done', updated: 1 });
    expect(await stored('MPF-010')).toMatchObject({ priceUsd: 1200, usd: 1000, breaks: [{ minQty: 20, percentOff: 10 }] });

    const emptied = rowsOf([cheaper]).map((r) => ({ ...r, member_price_usd: '', price_breaks: '' }));
    expect(await importCsv(csvFile(emptied))).toMatchObject({ state: 'done', updated: 1 });
    expect(await stored('MPF-010')).toMatchObject({ usd: null, breaks: [] });
  });

  it('reports unreadable breaks, breaks that do not climb and a member price above the price, by row and column, translated', async () => {
    const rows = rowsOf([importProduct('MPF-020', cid), importProduct('MPF-021', cid), importProduct('MPF-022', cid)]);
    rows[0]!.price_breaks = '10-5';
    rows[1]!.price_breaks = '50:8;10:5';
    rows[2]!.member_price_usd = '99.00';
    const report = await dryRun(csvFile(rows));
    expect(report.problems).toEqual([
      { row: 2, column: 'price_breaks', columnTitle: en.catalogueImport.columns.price_breaks, reason: 'Item 1 does not have the expected parts' },
      { row: 3, column: 'price_breaks', columnTitle: en.catalogueImport.columns.price_breaks, reason: expect.stringContaining(en.catalogueImport.reasons.breaksClimb) },
      { row: 4, column: 'member_price_usd', columnTitle: en.catalogueImport.columns.member_price_usd, reason: en.catalogueImport.reasons.memberAboveReference },
    ]);
    const inZh = await dryRun(csvFile(rows), 'zh');
    expect(inZh.problems[2]).toMatchObject({ columnTitle: zh.catalogueImport.columns.member_price_usd, reason: zh.catalogueImport.reasons.memberAboveReference });
    expect(await stored('MPF-020')).toBeUndefined();
  });
});
