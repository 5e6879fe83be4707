import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { categories, inquiries } from '@/server/db/schema';
import { createCategory } from '@tests/factories/catalog';
import { contact, inquiryProduct, postInquiry, resetInquiryState, signedInBuyer, type Buyer } from '@tests/factories/inquiries';
import { resetAccountState, send } from '@tests/factories/users';

const NOW = Date.parse('2026-11-24T02:00:00.000Z');

let a: Buyer;
let b: Buyer;
const ids: Record<string, number> = {};

/** Sets stored facts directly (creation time, state, validity) to build a known list fast. */
async function shape(id: number, set: Partial<typeof inquiries.$inferInsert>) {
  await (await getDb()).update(inquiries).set(set).where(eq(inquiries.id, id));
}

beforeAll(async () => {
  setClock(() => new Date(NOW));
  await resetAccountState();
  await resetInquiryState();
  a = await signedInBuyer();
  b = await signedInBuyer();
  const db = await getDb();
  const top = await createCategory(db, { titleEn: 'List tests' });
  const wipers = await createCategory(db, { parentId: top.id, titleEn: 'Wipers' });
  await inquiryProduct({ skuCode: 'LST-PCT', partNumber: '100%-OIL', titleEn: '100% Synthetic Oil', titleZh: '全合成机油' });
  await inquiryProduct({ skuCode: 'LST-UND', partNumber: 'LX_1234', titleEn: 'Air Filter', titleZh: '空气滤芯' });
  await inquiryProduct({ skuCode: 'LST-DEC', partNumber: 'LXA1234', titleEn: 'Air Filter Plus', titleZh: '加强空气滤芯' });
  await inquiryProduct({ skuCode: 'LST-WIP', partNumber: 'WB-600', titleEn: 'Wiper Blade', titleZh: '雨刮片', categoryId: wipers.id });
  await inquiryProduct({ skuCode: 'LST-OLD', partNumber: 'OS-1', titleEn: 'Old stock part', titleZh: '库存件' });
  const make = async (name: string, sku: string, createdAt: string, who = a) => {
    const { body } = await postInquiry(who, { lines: [{ product: sku, quantity: 1 }], ...contact });
    ids[name] = body.data.id;
    await shape(body.data.id, { createdAt: new Date(createdAt), updatedAt: new Date(createdAt) });
  };
  await make('oil', 'LST-PCT', '2026-11-20T15:59:00.000Z'); // 2026-11-20 23:59 in China
  await make('under', 'LST-UND', '2026-11-20T16:00:00.000Z'); // 2026-11-21 00:00 in China
  await make('decoy', 'LST-DEC', '2026-11-22T04:00:00.000Z');
  await make('wiper', 'LST-WIP', '2026-11-23T04:00:00.000Z');
  await make('theirs', 'LST-PCT', '2026-11-23T05:00:00.000Z', b);
  // States: wiper quoted and valid, decoy quoted but past validity (reads 400), under accepted.
  await shape(ids.wiper!, { state: 200, quoteValidUntil: '2026-11-24', quotedAt: new Date(NOW) });
  await shape(ids.decoy!, { state: 200, quoteValidUntil: '2026-11-23', quotedAt: new Date(NOW) });
  await shape(ids.under!, { state: 300 });
  // 25 more for paging, all older.
  for (let i = 0; i < 25; i++) await make(`old${i}`, 'LST-OLD', new Date(Date.parse('2026-10-01T04:00:00.000Z') - i * 3_600_000).toISOString());
});
afterAll(() => resetClock());

const list = async (query: string, who = a) => {
  const { res, body } = await send(`/api/inquiry?${query.includes('lang=') ? '' : 'lang=en&'}${query}`, 'GET', who.headers);
  return { res, body, ids: (body.data?.items ?? []).map((i: { id: number }) => i.id) as number[] };
};
const named = (...names: string[]) => names.map((n) => ids[n]);

describe('GET /api/inquiry', () => {
  it('pages newest first, summaries with headline and derived state', async () => {
    const first = await list('pageSize=10');
    expect(first.body.data).toMatchObject({ total: 29, page: 1, pageSize: 10, pageCount: 3 });
    expect(first.ids.slice(0, 4)).toEqual(named('wiper', 'decoy', 'under', 'oil'));
    expect(first.body.data.items[0]).toMatchObject({ state: 200, lineCount: 1, headline: 'WB-600 Wiper Blade', currency: 'USD', quotedTotal: null });
    expect(first.body.data.items[1].state).toBe(400);
    const last = await list('pageSize=10&page=3');
    expect(last.ids).toHaveLength(9);
    expect((await list('pageSize=10&page=9')).ids).toEqual([]);
  });

  it('filters by state: 200 = quoted and still valid, 400 = quoted and past validity', async () => {
    expect((await list('state=200')).ids).toEqual(named('wiper'));
    expect((await list('state=400')).ids).toEqual(named('decoy'));
    expect((await list('state=300')).ids).toEqual(named('under'));
    expect((await list('state=100&pageSize=100')).ids).toHaveLength(26);
    expect((await list('state=500')).ids).toEqual([]);
    for (const bad of ['250', 'abc', '-1']) expect((await list(`state=${bad}`)).res.status, bad).toBe(400);
  });

  it('filters by creation day in China time, inclusive at both ends', async () => {
    expect((await list('from=2026-11-21&to=2026-11-22')).ids).toEqual(named('decoy', 'under'));
    expect((await list('from=2026-11-20&to=2026-11-20')).ids).toEqual(named('oil'));
    expect((await list('from=2026-11-23')).ids).toEqual(named('wiper'));
    const inverted = await list('from=2026-11-23&to=2026-11-20');
    expect(inverted.res.status).toBe(400);
    expect(inverted.body.errors).toEqual([{ path: 'from', message: 'The start date (2026-11-23) is after the end date (2026-11-20).' }]);
    expect((await list('from=2026-02-30')).res.status).toBe(400);
  });

  it('keyword matches part numbers, SKU codes, titles (both languages) and the reference — literally', async () => {
    expect((await list('keyword=lx_1234')).ids).toEqual(named('under'));
    expect((await list(`keyword=${encodeURIComponent('100%')}`)).ids).toEqual(named('oil'));
    expect((await list('keyword=lst-dec')).ids).toEqual(named('decoy'));
    expect((await list('keyword=blade')).ids).toEqual(named('wiper'));
    expect((await list(`keyword=${encodeURIComponent('合成')}`)).ids).toEqual(named('oil'));
    const reference = (await (await getDb()).select().from(inquiries).where(inArray(inquiries.id, named('decoy') as number[])))[0]!.reference;
    expect((await list(`keyword=${reference.slice(-6)}`)).ids).toEqual(named('decoy'));
    expect((await list('keyword=%25%25')).ids).toEqual([]);
  });

  it('refuses a 10,000-character keyword and control characters, with a translated field error', async () => {
    const long = await list(`keyword=${'x'.repeat(10_000)}`);
    expect(long.res.status).toBe(400);
    expect(long.body.errors[0].path).toBe('keyword');
    for (const bad of ['a\u0000b', '\u001b[2J', 'abc\u202E']) {
      const { res, body } = await list(`keyword=${encodeURIComponent(bad)}&lang=zh`);
      expect(res.status).toBe(400);
      expect(body.errors).toEqual([{ path: 'keyword', message: '内容含有控制字符或文字方向控制符，请删除后重试。' }]);
    }
  });

  it('filters by category of the lines (a top category covers its children); an unknown cid finds nothing', async () => {
    const db = await getDb();
    const [wipers] = await db.select().from(categories).where(eq(categories.titleEn, 'Wipers'));
    const [top] = await db.select().from(categories).where(eq(categories.id, wipers!.parentId!));
    expect((await list(`cid=${wipers!.cid}`)).ids).toEqual(named('wiper'));
    expect((await list(`cid=${top!.cid}`)).ids).toEqual(named('wiper'));
    expect((await list('cid=0000')).ids).toEqual([]);
  });

  it("never shows another buyer's inquiries, whatever the filters", async () => {
    expect((await list('keyword=LST-PCT')).ids).toEqual(named('oil'));
    expect((await list('keyword=LST-PCT', b)).ids).toEqual(named('theirs'));
  });
});
