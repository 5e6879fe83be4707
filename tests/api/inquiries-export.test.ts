import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { inquiries, rateLimits } from '@/server/db/schema';
import { EXPORTS_PER_HOUR } from '@/server/inquiries/export-inquiries';
import { inquiryExportRows } from '@/server/inquiries/inquiry-export-rows';
import { contact, inquiryProduct, postInquiry, resetInquiryState, signedInBuyer, signedInOperator, type Buyer } from '@tests/factories/inquiries';
import { resetAccountState, send } from '@tests/factories/users';
import { testApp } from '@tests/setup/test-app';
import { zipEntries } from '@tests/setup/zip-entries';

const NOW = Date.parse('2026-11-24T02:00:00.000Z'); // 10:00 in China
let a: Buyer;
let b: Buyer;
const refs: Record<string, string> = {};

beforeAll(async () => {
  setClock(() => new Date(NOW));
  await resetAccountState();
  await resetInquiryState();
  a = await signedInBuyer();
  b = await signedInBuyer();
  const operator = await signedInOperator();
  await inquiryProduct({ skuCode: 'EXP-1', partNumber: '=1+1', titleEn: 'Pad', titleZh: '刹车片', unit: 'box', moq: 2, priceUsd: 1250 });
  await inquiryProduct({ skuCode: 'EXP-2', partNumber: 'P-2', titleEn: '@Disc', titleZh: '刹车盘', priceUsd: 999 });
  const make = async (who: Buyer, name: string, lines: unknown[]) => {
    const { body } = await postInquiry(who, { lines, ...contact });
    refs[name] = body.data.reference;
    return body.data.id as number;
  };
  await make(a, 'first', [{ product: 'EXP-1', quantity: 4, note: '=HYPERLINK("http://evil","x")', targetUnitPrice: 1000 }]);
  setClock(() => new Date(NOW + 60_000));
  const quoted = await make(a, 'quoted', [{ product: 'EXP-1', quantity: 2 }, { product: 'EXP-2', quantity: 3, note: '＋cmd|calc' }]);
  await send(`/api/admin/inquiries/${quoted}/quote`, 'POST', operator.headers, {
    lines: [{ lineNo: 1, unitPrice: 1100 }, { lineNo: 2, unitPrice: 950 }],
    validUntil: '2026-11-30',
  });
  await make(b, 'theirs', [{ product: 'EXP-2', quantity: 1 }]);
});
afterAll(() => resetClock());
beforeEach(async () => {
  await (await getDb()).delete(rateLimits);
});

const download = (query: string, who = a) => testApp().request(`/api/inquiry?${query}`, { headers: who.headers });

describe('GET /api/inquiry?export=…', () => {
  it('CSV in Chinese: one row per line, own inquiries only, prices in currency units, formulas neutralised', async () => {
    const res = await download('export=csv&lang=zh');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="inquiries-2026-11-24.csv"; filename*=UTF-8''${encodeURIComponent('询价单-2026-11-24.csv')}`,
    );
    const text = await res.text();
    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    expect(header).toEqual(['询价单号', '状态', '提交时间（北京时间）', '报价有效期至', '币种', '行号', 'SKU', '零件号', '品牌', '商品名称', '单位', '数量', '目录单价', '目标单价', '报价单价', '报价小计', '需求日期', '备注']);
    expect(rows.map((r) => [r[0], r[1], r[2], r[5], r[6], r[7], r[9], r[10], r[11], r[12], r[13], r[14], r[15], r[17]])).toEqual([
      [refs.quoted, '已报价', '2026-11-24 10:01', '1', 'EXP-1', "'=1+1", '刹车片', '盒', '2', '12.5', '', '11', '22', ''],
      [refs.quoted, '已报价', '2026-11-24 10:01', '2', 'EXP-2', 'P-2', '刹车盘', '件', '3', '9.99', '', '9.5', '28.5', "'＋cmd|calc"],
      [refs.first, '已提交', '2026-11-24 10:00', '1', 'EXP-1', "'=1+1", '刹车片', '盒', '4', '12.5', '10', '', '', `'=HYPERLINK("http://evil","x")`],
    ]);
    expect(text).not.toContain(refs.theirs);
  });

  it('xlsx in English: text cells, never a formula element; filters apply', async () => {
    const res = await download('export=xlsx&lang=en&state=200');
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="inquiries-2026-11-24.xlsx"; filename*=UTF-8''inquiries-2026-11-24.xlsx`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const sheetXml = [...zipEntries(bytes).entries()].filter(([name]) => name.startsWith('xl/worksheets/')).map(([, xml]) => xml).join('');
    expect(sheetXml).not.toMatch(/<f[ >]/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Inquiries');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(0, 3)).toEqual(['Reference', 'State', 'Submitted (China time)']);
    expect(sheet.rowCount).toBe(3);
    expect(values(2).slice(0, 5)).toEqual([refs.quoted, 'Quoted', new Date('2026-11-24T10:01:00.000Z'), '2026-11-30', 'USD']);
    expect(values(2).slice(11, 16)).toEqual([2, 12.5, undefined, 11, 22]);
    expect(values(2)[7]).toBe("'=1+1");
    expect(values(3)[9]).toBe("'@Disc");
  });

  it('a bad filter is an envelope, not a file; the export is limited per buyer and hour (429)', async () => {
    const bad = await send('/api/inquiry?export=csv&from=2026-11-25&to=2026-11-01&lang=en', 'GET', a.headers);
    expect(bad.res.status).toBe(400);
    expect(bad.body.status).toBe(400001);
    expect((await send('/api/inquiry?export=pdf', 'GET', a.headers)).res.status).toBe(400);
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) expect((await download('export=csv')).status).toBe(200);
    const limited = await send('/api/inquiry?export=csv&lang=en', 'GET', a.headers);
    expect(limited.res.status).toBe(429);
    expect(limited.body.msg).toBe(`You can download ${EXPORTS_PER_HOUR} inquiry exports an hour. Please try again later.`);
    expect((await download('export=csv', b)).status).toBe(200);
  });

  it('stops at the row cap', async () => {
    const rows = [];
    for await (const row of inquiryExportRows(await getDb(), { where: eq(inquiries.userId, a.id), lang: 'en', maxRows: 2 })) rows.push(row);
    expect(rows.map((r) => [r.reference, r.lineNo])).toEqual([
      [refs.quoted, 1],
      [refs.quoted, 2],
    ]);
  });
});
