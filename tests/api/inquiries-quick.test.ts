import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS } from '@/contracts/inquiries';
import { partNumberKey } from '@/lib/part-number-key';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { zipWithinLimits } from '@/server/inquiries/zip-guard';
import {
  inquiryProduct,
  inquiryTableCounts,
  manyProducts,
  resetInquiryState,
  signedInBuyer,
  type Buyer,
} from '@tests/factories/inquiries';
import { giveMembership, seedPlans } from '@tests/factories/membership';
import { resetAccountState, send } from '@tests/factories/users';
import { api } from '@tests/setup/test-app';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let a: Buyer;

beforeAll(async () => {
  setClock(() => new Date('2026-11-24T02:00:00.000Z'));
  await resetAccountState();
  a = await signedInBuyer();
  // The list's own rules are tested here; the Enterprise plan takes the longest list (lines per plan: inquiry-priority.test.ts).
  await seedPlans();
  await giveMembership(a.id, 3, new Date('2027-11-24T00:00:00.000Z'));
  await inquiryProduct({ skuCode: 'QK-0001', partNumber: '0 986 494 123', oeNumbers: ['04465-33450'], titleEn: 'Brake pad set', titleZh: '刹车片' });
  await inquiryProduct({ skuCode: 'QK-0002', partNumber: 'HU 719/6', oeNumbers: ['1K0.698.151.A'], titleEn: 'Oil filter' });
  for (const n of [1, 2, 3]) await inquiryProduct({ skuCode: `QK-AMB-${n}`, partNumber: `AMB-${n}`, oeNumbers: ['04152-YZZA1'] });
  await inquiryProduct({ skuCode: 'QK-BOX', partNumber: 'BX-77', moq: 10, unit: 'box' });
  // SKU beats part number beats OE number: "QK-PREC" is one product's SKU and another's OE number.
  await inquiryProduct({ skuCode: 'QK-PREC', partNumber: 'PREC-1' });
  await inquiryProduct({ skuCode: 'QK-PREC-OE', partNumber: 'PREC-2', oeNumbers: ['QKPREC'] });
  await inquiryProduct({ skuCode: 'QK-HIDDEN', partNumber: 'HID-1', status: 'hidden' });
});
afterAll(() => resetClock());
beforeEach(() => resetInquiryState());

const quick = (text: string, addToBasket?: boolean, lang = 'en') =>
  send(`/api/inquiry/quick?lang=${lang}`, 'POST', a.headers, { text, ...(addToBasket === undefined ? {} : { addToBasket }) });
const upload = (bytes: Uint8Array | string, type: string, query = 'lang=en') =>
  api(`/api/inquiry/quick/file?${query}`, { method: 'POST', headers: { ...a.headers, 'content-type': type }, body: bytes as BodyInit });
const basketLines = async () =>
  (await send('/api/inquiry/basket?lang=en', 'GET', a.headers)).body.data.lines.map((l: { skuCode: string; quantity: number }) => [l.skuCode, l.quantity]);
type Line = { lineNo: number; result: string; quantity: number | null; candidates: { skuCode: string }[]; problem: string | null };
const summary = (lines: Line[]) => lines.map((l) => [l.lineNo, l.result, l.quantity, l.candidates.map((c) => c.skuCode).join('|'), l.problem]);

describe('POST /api/inquiry/quick', () => {
  it('matches by SKU, part number or OE number ignoring case, spaces, hyphens and dots; reports the rest; fills the basket', async () => {
    const text = [
      'Part number\tQty',
      '0986494123\t4',
      'qk-0002, 2',
      '04465 33450;3',
      '',
      '1k0698151a  5',
      '04152-YZZA1 1',
      'NOPE-999 2',
      'BX.77 5',
      'BX-77',
      '0 986 494 123',
      'HU 719/6 0',
      'QK PREC 1',
      'HID-1 1',
      'ＱＫ－０００２ 1',
    ].join('\r\n');
    const { res, body } = await quick(text);
    expect(res.status).toBe(200);
    expect(summary(body.data.lines)).toEqual([
      [2, 'matched', 4, 'QK-0001', null],
      [3, 'matched', 2, 'QK-0002', null],
      [4, 'matched', 3, 'QK-0001', null],
      [6, 'matched', 5, 'QK-0002', null],
      [7, 'ambiguous', 1, 'QK-AMB-1|QK-AMB-2|QK-AMB-3', null],
      [8, 'unmatched', 2, '', null],
      [9, 'invalid', 5, 'QK-BOX', 'The minimum order is 10 boxes; you asked for 5 boxes.'],
      [10, 'matched', 10, 'QK-BOX', null],
      // "123" could be a quantity, but "0 986 494" is nothing: the whole line is the number, quantity = MOQ.
      [11, 'matched', 1, 'QK-0001', null],
      [12, 'invalid', null, 'QK-0002', '“0” is not a quantity: use a whole number from 1 to 1000000.'],
      [13, 'matched', 1, 'QK-PREC', null],
      [14, 'unmatched', 1, '', null],
      [15, 'matched', 1, 'QK-0002', null],
    ]);
    expect(body.data).toMatchObject({ matched: 8, unmatched: 2, ambiguous: 1, invalid: 2 });
    expect(body.msg).toBe('8 of 13 lines matched.');
    expect(body.data.lines[0]).toMatchObject({ input: '0986494123\t4', candidates: [{ skuCode: 'QK-0001', title: 'Brake pad set', partNumber: '0 986 494 123' }] });
    // A product listed on several lines: quantities added.
    expect(await basketLines()).toEqual([
      ['QK-0001', 8],
      ['QK-0002', 8],
      ['QK-BOX', 10],
      ['QK-PREC', 1],
    ]);
  });

  it('addToBasket false only reports, with the quantity a listed product already has in the basket', async () => {
    expect((await quick('QK-0001 5', false)).body.data.matched).toBe(1);
    expect(await basketLines()).toEqual([]);
    await send('/api/inquiry/basket/QK-0001', 'PUT', a.headers, { quantity: 25, note: 'keep me' });
    const { body } = await quick('QK-0001 3\nHU 719/6 2\nqk-0001 1', false);
    expect(body.data.lines.map((l: Line & { input: string; basketQuantity: number | null }) => [l.input, l.quantity, l.basketQuantity])).toEqual([
      ['QK-0001 3', 3, 25],
      ['HU 719/6 2', 2, null],
      ['qk-0001 1', 1, 25],
    ]);
    expect(await basketLines()).toEqual([['QK-0001', 25]]);
  });

  it('a product already in the basket: by default the quantities are added (25 + 3 = 28), never overwritten; its note stays', async () => {
    await send('/api/inquiry/basket/QK-0001', 'PUT', a.headers, { quantity: 25, note: 'keep me' });
    const { body } = await quick('QK-0001 3\nHU 719/6 2');
    expect(body.data.lines.map((l: { basketQuantity: number | null }) => l.basketQuantity)).toEqual([25, null]);
    const lines = (await send('/api/inquiry/basket', 'GET', a.headers)).body.data.lines;
    expect(lines.map((l: { skuCode: string; quantity: number; note: string }) => [l.skuCode, l.quantity, l.note])).toEqual(
      expect.arrayContaining([
        ['QK-0001', 28, 'keep me'],
        ['QK-0002', 2, ''],
      ]),
    );
  });

  it.each([
    ['add', 28],
    ['keep', 25],
    ['list', 3],
  ] as const)('whenInBasket %s: the product already in the basket ends with %i; new products are added either way', async (whenInBasket, expected) => {
    await send('/api/inquiry/basket/QK-0001', 'PUT', a.headers, { quantity: 25 });
    const { res } = await send('/api/inquiry/quick?lang=en', 'POST', a.headers, { text: 'QK-0001 3\nHU 719/6 2', whenInBasket });
    expect(res.status).toBe(200);
    expect(new Map(await basketLines())).toEqual(new Map([['QK-0001', expected], ['QK-0002', 2]]));
  });

  it('adding never passes the quantity limit', async () => {
    await send('/api/inquiry/basket/QK-0001', 'PUT', a.headers, { quantity: INQUIRY_LIMITS.maxQuantity - 1 });
    await quick('QK-0001 5');
    expect(await basketLines()).toEqual([['QK-0001', INQUIRY_LIMITS.maxQuantity]]);
  });

  it('an unknown whenInBasket is refused and changes nothing', async () => {
    await send('/api/inquiry/basket/QK-0001', 'PUT', a.headers, { quantity: 25 });
    const { res } = await send('/api/inquiry/quick?lang=en', 'POST', a.headers, { text: 'QK-0001 3', whenInBasket: 'replace' });
    expect(res.status).toBe(400);
    expect(await basketLines()).toEqual([['QK-0001', 25]]);
  });

  it('problems are translated', async () => {
    const { body } = await quick('BX-77 1.5\nBX-77 3', true, 'zh');
    expect(body.data.lines.map((l: Line) => l.problem)).toEqual(['“1.5”不是有效数量，请填写 1 到 1000000 之间的整数。', '最小起订量为 10 盒，您填写的是 3 盒。']);
    expect(body.msg).toBe('共 2 行，已匹配 0 行。');
  });

  it(`matches a ${INQUIRY_LIMITS.quickLinesMax}-line list in one request; more lines are refused`, async () => {
    const made = await manyProducts(INQUIRY_LIMITS.quickLinesMax, (i) => ({ skuCode: `QK-BULK-${i}`, partNumber: `BULK.${i}`, moq: 1 }));
    const text = made.map((p, i) => `${i % 2 ? p.skuCode.toLowerCase() : `bulk ${i}`}\t${i + 1}`).join('\n');
    const { body } = await quick(text, false);
    expect(body.data).toMatchObject({ matched: INQUIRY_LIMITS.quickLinesMax, unmatched: 0, ambiguous: 0, invalid: 0 });
    expect(body.data.lines.at(-1)).toMatchObject({ quantity: INQUIRY_LIMITS.quickLinesMax, candidates: [{ skuCode: `QK-BULK-${INQUIRY_LIMITS.quickLinesMax - 1}` }] });
    // Into the basket: only up to its cap; the rest are reported, not silently dropped.
    const filled = await quick(text, true);
    expect(filled.body.data.matched).toBe(INQUIRY_LIMITS.basketMaxItems);
    expect(filled.body.data.invalid).toBe(INQUIRY_LIMITS.quickLinesMax - INQUIRY_LIMITS.basketMaxItems);
    expect(filled.body.data.lines.at(-1).problem).toBe(`The inquiry basket holds at most ${INQUIRY_LIMITS.basketMaxItems} products. Send or remove some first.`);
    expect((await inquiryTableCounts()).basket).toBe(INQUIRY_LIMITS.basketMaxItems);

    const before = await inquiryTableCounts();
    const tooMany = await quick(`${text}\nQK-0001 1`);
    expect(tooMany.res.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ path: 'text', message: `The list has ${INQUIRY_LIMITS.quickLinesMax + 1} lines; at most ${INQUIRY_LIMITS.quickLinesMax} can be matched at once.` }]);
    expect(await inquiryTableCounts()).toEqual(before);
  });

  it.each([
    ['empty text', ''],
    ['only a header', 'Part number\tQty'],
    ['NUL', 'QK-0001\u0000 1'],
    ['ESC', 'QK-0001 \u001b[1m1'],
    ['bidi override', 'QK-0001\u202E 1'],
  ])('%s → 400, basket unchanged', async (_label, text) => {
    const { res, body } = await quick(text);
    expect(res.status).toBe(400);
    expect(body.status).toBe(400001);
    expect(await basketLines()).toEqual([]);
  });

  it('the database and the server compute the same part-number key (property)', async () => {
    const db = await getDb();
    const alphabet = [...'aAbBzZ09/_#+ .-\t', '\u00a0', '\u2010', '\u2013', '\u2212', '\u3000', '\uff0d', '\uff0e', '\ufeff'];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...alphabet), { maxLength: 30 }).map((cs) => cs.join('')), async (value) => {
        const result = await db.execute(sql`SELECT part_number_key(${value}) AS key`);
        expect((result as unknown as { rows: { key: string }[] }).rows[0]!.key).toBe(partNumberKey(value));
      }),
      { numRuns: 200 },
    );
  });
});

describe('POST /api/inquiry/quick/file', () => {
  it('CSV (UTF-8 with BOM, header, quoted fields)', async () => {
    const { body } = await upload('\ufeffPart number,Qty\n"0 986 494 123",4\nQK-0002;2\n', 'text/csv; charset=utf-8');
    expect(summary(body.data.lines)).toEqual([
      [2, 'matched', 4, 'QK-0001', null],
      [3, 'matched', 2, 'QK-0002', null],
    ]);
    expect(await basketLines()).toHaveLength(2);
  });

  it('an uploaded list follows whenInBasket too (default: add the quantities)', async () => {
    await send('/api/inquiry/basket/QK-0001', 'PUT', a.headers, { quantity: 25 });
    await upload('QK-0001,3\n', 'text/csv');
    expect(await basketLines()).toEqual([['QK-0001', 28]]);
    await upload('QK-0001,3\n', 'text/csv', 'lang=en&whenInBasket=keep');
    expect(await basketLines()).toEqual([['QK-0001', 28]]);
    const { body } = await upload('QK-0001,3\n', 'text/csv', 'lang=en&whenInBasket=list');
    expect(body.data.lines[0]).toMatchObject({ result: 'matched', quantity: 3, basketQuantity: 28 });
    expect(await basketLines()).toEqual([['QK-0001', 3]]);
  });

  it('CSV saved by Chinese Excel (GB18030) with a Chinese header; addToBasket=false', async () => {
    const bytes = new Uint8Array(Buffer.from([0xc1, 0xe3, 0xbc, 0xfe, 0xba, 0xc5, 0x2c, 0xca, 0xfd, 0xc1, 0xbf, 0x0a, ...Buffer.from('04465-33450,6\n')]));
    const { body } = await upload(bytes, 'text/csv', 'lang=en&addToBasket=false');
    expect(summary(body.data.lines)).toEqual([[2, 'matched', 6, 'QK-0001', null]]);
    expect(await basketLines()).toEqual([]);
  });

  it('Excel workbook: first sheet, first two columns, numbers kept as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Parts');
    sheet.addRow(['零件号', '数量']);
    sheet.addRow(['1K0 698 151 A', 3]);
    sheet.addRow([]);
    sheet.addRow(['BX-77', 12]);
    sheet.addRow(['QK-0001', 1.5]);
    workbook.addWorksheet('Ignored').addRow(['QK-0002', 1]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(zipWithinLimits(bytes, { maxEntries: 200, maxInflatedBytes: 32 * 1024 * 1024 })).toBe(true);
    const { body } = await upload(bytes, XLSX);
    expect(summary(body.data.lines)).toEqual([
      [2, 'matched', 3, 'QK-0002', null],
      [4, 'matched', 12, 'QK-BOX', null],
      [5, 'invalid', null, 'QK-0001', '“1.5” is not a quantity: use a whole number from 1 to 1000000.'],
    ]);
  });

  it('refuses other types (415), files over 1 MB while streaming (413), broken or bomb-like workbooks (400) — basket unchanged', async () => {
    expect((await upload('%PDF-1.7', 'application/pdf')).body.status).toBe(415000);
    const big = await upload(`QK-0001,1\n${'x'.repeat(1024 * 1024)}`, 'text/csv');
    expect(big.res.status).toBe(413);
    expect(big.body.msg).toBe('The request body is too large (limit 1 MB).');
    const broken = await upload('PK\u0003\u0004 not really a zip', XLSX);
    expect(broken.res.status).toBe(400);
    expect(broken.body.errors).toEqual([{ path: 'body', message: 'This file could not be read as Excel (.xlsx).' }]);
    const bomb = zipOf('xl/sharedStrings.xml', new Uint8Array(64 * 1024 * 1024));
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(zipWithinLimits(bomb, { maxEntries: 200, maxInflatedBytes: 32 * 1024 * 1024 })).toBe(false);
    expect((await upload(bomb, XLSX)).res.status).toBe(400);
    expect(await basketLines()).toEqual([]);
  });
});

/** A one-entry ZIP (deflated) whose content inflates to `content`'s size: 64 MiB of zeros is ~64 KiB. */
function zipOf(name: string, content: Uint8Array): Uint8Array {
  const data = zlib.deflateRawSync(content, { level: 9 });
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return new Uint8Array(Buffer.concat([local, fileName, data, central, fileName, end]));
}
