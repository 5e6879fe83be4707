import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { productVehicles, rateLimits, vehicles, type CategoryRow, type ProductRow } from '@/server/db/schema';
import { createCategory, createProduct } from '@tests/factories/catalog';
import { signedInBuyer, type Buyer } from '@tests/factories/inquiries';
import { giveMembership, seedPlans } from '@tests/factories/membership';
import { testApp } from '@tests/setup/test-app';
import { zipEntries } from '@tests/setup/zip-entries';

/*
 * The fitment export: signed-in buyers on a plan with `fitment_export` (Annual, Enterprise) download
 * a product's vehicles, a vehicle's parts or a category's parts with their vehicles; everyone else is
 * refused, and a membership that ends stops the downloads on the next call.
 */

const YEAR_MS = 365 * 24 * 3_600_000;
const VEHICLE_ID = 990_001;
const OTHER_VEHICLE_ID = 990_002;

let top: CategoryRow;
let child: CategoryRow;
let pads: ProductRow;
let universal: ProductRow;
let elsewhere: ProductRow;
let free: Buyer;
let quarterly: Buyer;
let annual: Buyer;

beforeAll(async () => {
  const db = await getDb();
  await seedPlans(db);
  top = await createCategory(db, { title: '制动系统', titleEn: 'Brakes' });
  child = await createCategory(db, { parentId: top.id, title: '刹车片', titleEn: 'Brake pads', taxonomyId: 'vp-1-4-1-7' });
  pads = await createProduct(db, {
    categoryId: child.id,
    skuCode: 'FIT-PADS-1',
    titleZh: '前刹车片',
    titleEn: 'Front brake pads',
    fitments: [
      { make: 'Toyota', makeZh: '丰田', model: 'Camry', yearFrom: 2018, yearTo: 2023, engine: '2.5L' },
      // A model name a spreadsheet would run as a formula if it were written as one.
      { make: 'Honda', makeZh: '本田', model: '=HYPERLINK("http://evil.example","x")', yearFrom: 2016, yearTo: 2016, engine: null },
    ],
  });
  universal = await createProduct(db, { categoryId: child.id, skuCode: 'FIT-UNI-1', titleZh: '刹车油', titleEn: 'Brake fluid', fitments: [] });
  elsewhere = await createProduct(db, { skuCode: 'FIT-OTHER-1', titleEn: 'Oil filter', fitments: [] });
  await db.insert(vehicles).values([
    { id: VEHICLE_ID, year: 2020, make: 'Testmake', makeZh: '测试牌', model: 'X1', modelZh: 'X1 型', engine: null },
    { id: OTHER_VEHICLE_ID, year: 2020, make: 'Testmake', makeZh: '测试牌', model: 'X2', modelZh: 'X2 型', engine: null },
  ]);
  await db.insert(productVehicles).values([
    { productId: pads.id, vehicleId: VEHICLE_ID },
    { productId: elsewhere.id, vehicleId: VEHICLE_ID },
  ]);
  free = await signedInBuyer();
  quarterly = await signedInBuyer();
  annual = await signedInBuyer();
  await giveMembership(quarterly.id, 1, new Date(Date.now() + YEAR_MS));
  await giveMembership(annual.id, 2, new Date(Date.now() + YEAR_MS));
});

beforeEach(async () => {
  await (await getDb()).delete(rateLimits);
});

const get = (path: string, who?: Buyer) => testApp().request(path, { headers: who?.headers ?? {} });
const productPath = (query: string, sku = pads.skuCode) => `/api/products/${sku}/fitment/export?${query}`;
const csvRows = async (res: Response) => parse(await res.text(), { bom: true }) as string[][];

describe('who may download the fitment export', () => {
  it('a visitor is asked to sign in (401) on every fitment export', async () => {
    for (const path of [productPath('format=csv'), `/api/fitment/export?vehicleId=${VEHICLE_ID}`, `/api/fitment/export?cid=${top.cid}`]) {
      const res = await get(path);
      expect(res.status, path).toBe(401);
      expect(((await res.json()) as { status: number }).status).toBe(410000);
    }
  });

  it('a free buyer is refused (403) with the cheapest plan that grants it named, in their language', async () => {
    const en = await get(productPath('format=csv&lang=en'), free);
    expect(en.status).toBe(403);
    expect(((await en.json()) as { msg: string }).msg).toBe('Fitment exports come with the Annual membership.');
    const zh = await get(`/api/fitment/export?cid=${top.cid}&lang=zh`, free);
    expect(zh.status).toBe(403);
    expect(((await zh.json()) as { msg: string }).msg).toBe('适配数据导出为年度会员权益。');
  });

  it('a Quarterly member is refused too (the plan has no fitment export)', async () => {
    const res = await get(`/api/fitment/export?vehicleId=${VEHICLE_ID}&lang=en`, quarterly);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { msg: string }).msg).toContain('Annual membership');
  });

  it('a membership that has ended grants nothing on the next call', async () => {
    const lapsing = await signedInBuyer();
    await giveMembership(lapsing.id, 2, new Date(Date.now() + YEAR_MS));
    const before = await get(productPath('format=csv'), lapsing);
    expect(before.status).toBe(200);
    await before.text();
    await giveMembership(lapsing.id, 2, new Date(Date.now() - 60_000));
    expect((await get(productPath('format=csv'), lapsing)).status).toBe(403);
  });
});

describe('the files an Annual member gets', () => {
  it("a product's CSV: one row per vehicle range of its fitment table, formulas neutralised, named after the SKU", async () => {
    const res = await get(productPath('format=csv&lang=en'), annual);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="fitment-FIT-PADS-1-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = await csvRows(res);
    expect(header).toEqual(['SKU', 'Make', 'Model', 'From year', 'To year', 'Engine']);
    expect(rows).toEqual([
      ['FIT-PADS-1', 'Honda', `'=HYPERLINK("http://evil.example","x")`, '2016', '2016', 'All engines'],
      ['FIT-PADS-1', 'Toyota', 'Camry', '2018', '2023', '2.5L'],
    ]);
  });

  it("a product's .xlsx in Chinese: Chinese headers and make names, text cells only, never a formula", async () => {
    const res = await get(productPath('format=xlsx&lang=zh'), annual);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('适配车型-FIT-PADS-1-')}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const sheetXml = [...zipEntries(bytes).entries()].filter(([name]) => name.startsWith('xl/worksheets/')).map(([, xml]) => xml).join('');
    expect(sheetXml).not.toMatch(/<f[ >]/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('适配数据');
    const values = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['SKU', '汽车品牌', '车型', '起始年款', '截止年款', '发动机'],
      ['FIT-PADS-1', '本田', `'=HYPERLINK("http://evil.example","x")`, 2016, 2016, '全部发动机'],
      ['FIT-PADS-1', '丰田', 'Camry', 2018, 2023, '2.5L'],
    ]);
  });

  it("a vehicle's parts: the listed products linked to it, nothing else", async () => {
    const res = await get(`/api/fitment/export?vehicleId=${VEHICLE_ID}&format=csv&lang=en`, annual);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="parts-for-2020 Testmake X1-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = await csvRows(res);
    expect(header).toEqual(['SKU', 'Product', 'Brand', 'Part number', 'Category', 'Product page']);
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      ['FIT-PADS-1', 'Front brake pads'],
      ['FIT-OTHER-1', 'Oil filter'],
    ]);
    expect(rows[0]![4]).toBe('Brake pads');
    expect(rows[0]![5]).toMatch(/\/en\/product\/FIT-PADS-1$/);
    // A vehicle no part fits: a file with the header only.
    const empty = await get(`/api/fitment/export?vehicleId=${OTHER_VEHICLE_ID}&format=csv`, annual);
    expect(await csvRows(empty)).toHaveLength(1);
  });

  it("a category's parts with their vehicles: a top category includes its children, a universal part appears once", async () => {
    const res = await get(`/api/fitment/export?cid=${top.cid}&format=csv&lang=en`, annual);
    expect(res.status).toBe(200);
    const [header, ...rows] = await csvRows(res);
    expect(header).toEqual(['SKU', 'Product', 'Brand', 'Part number', 'Category', 'Product page', 'Make', 'Model', 'From year', 'To year', 'Engine']);
    expect(rows.map((r) => [r[0], r[6], r[7], r[8], r[9], r[10]])).toEqual([
      ['FIT-PADS-1', 'Honda', `'=HYPERLINK("http://evil.example","x")`, '2016', '2016', 'All engines'],
      ['FIT-PADS-1', 'Toyota', 'Camry', '2018', '2023', '2.5L'],
      ['FIT-UNI-1', 'Universal (all vehicles)', '', '', '', ''],
    ]);
    expect(rows.flat()).not.toContain(elsewhere.skuCode);
    expect(universal.categoryId).toBe(child.id);
  });
});

describe('refusals an Annual member can meet', () => {
  it('unknown product, vehicle or category: 404 with what was not found', async () => {
    const cases: [string, string][] = [
      [productPath('format=csv&lang=en', 'NO-SUCH-SKU'), 'No product with SKU NO-SUCH-SKU.'],
      ['/api/fitment/export?vehicleId=987654&lang=en', 'No vehicle with id 987654.'],
      ['/api/fitment/export?cid=9898&lang=en', 'Category 9898 does not exist.'],
    ];
    for (const [path, msg] of cases) {
      const res = await get(path, annual);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { msg: string }).msg, path).toBe(msg);
    }
  });

  it('a format that is not xlsx or csv, or neither or both of vehicle and category: 400, translated', async () => {
    const en = await get(productPath('format=pdf&lang=en'), annual);
    const zh = await get(productPath('format=pdf&lang=zh'), annual);
    expect([en.status, zh.status]).toEqual([400, 400]);
    const [enBody, zhBody] = (await Promise.all([en.json(), zh.json()])) as { status: number; msg: string }[];
    expect(enBody!.status).toBe(400001);
    expect(zhBody!.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(zhBody!.msg).not.toBe(enBody!.msg);
    for (const query of ['format=csv', `vehicleId=${VEHICLE_ID}&cid=${top.cid}`]) {
      const res = await get(`/api/fitment/export?${query}&lang=en`, annual);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toBe('Choose either a vehicle or a category to export.');
    }
  });

  it('every download counts against the hourly export budget shared with the other exports', async () => {
    for (let i = 0; i < 20; i += 1) {
      const ok = await get(productPath('format=csv'), annual);
      expect(ok.status).toBe(200);
      await ok.text();
    }
    const res = await get(`/api/fitment/export?cid=${top.cid}&format=csv&lang=en`, annual);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/too many exports/);
  });
});
