import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS } from '@/contracts/inquiries';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { inquiryBasketItems, type ProductRow } from '@/server/db/schema';
import { inquiryProduct, inquiryTableCounts, resetInquiryState, signedInBuyer, type Buyer } from '@tests/factories/inquiries';
import { resetAccountState, send } from '@tests/factories/users';

// 2026-11-24 10:00 in China (02:00 UTC): "today" is 2026-11-24 there.
const NOW = Date.parse('2026-11-24T02:00:00.000Z');

let a: Buyer;
let b: Buyer;
let boxed: ProductRow;

beforeAll(async () => {
  setClock(() => new Date(NOW));
  await resetAccountState();
  a = await signedInBuyer();
  b = await signedInBuyer();
  boxed = await inquiryProduct({ skuCode: 'BSK-BOX-1', moq: 10, unit: 'box', priceUsd: 1250, priceEur: 1100 });
  await inquiryProduct({ skuCode: 'BSK-PAD-1', moq: 2, unit: 'set', titleEn: 'Front Pad Set', titleZh: '前刹车片' });
});
afterAll(() => resetClock());
beforeEach(() => resetInquiryState());

const put = (who: Buyer, ref: string, body: unknown, query = 'lang=en') =>
  send(`/api/inquiry/basket/${ref}?${query}`, 'PUT', who.headers, body);
const basket = (who: Buyer, query = 'lang=en') => send(`/api/inquiry/basket?${query}`, 'GET', who.headers);

describe('inquiry basket', () => {
  it('adds, changes and lists lines per buyer and site, prices in the site currency', async () => {
    const added = await put(a, 'BSK-BOX-1', { quantity: 10, targetUnitPrice: 1000, neededBy: '2026-11-24', note: 'blue boxes\nplease' });
    expect(added.res.status).toBe(200);
    expect(added.body.msg).toBe('Saved in your inquiry basket.');
    expect(added.body.data).toMatchObject({
      currency: 'USD',
      lines: [
        {
          skuCode: 'BSK-BOX-1',
          moq: 10,
          unit: 'box',
          price: { amount: 1250, currency: 'USD' },
          quantity: 10,
          targetUnitPrice: 1000,
          neededBy: '2026-11-24',
          note: 'blue boxes\nplease',
        },
      ],
    });
    // By numeric id, lowercase SKU: the same product, its line replaced (not duplicated).
    await put(a, String(boxed.id), { quantity: 20 });
    await put(a, 'bsk-pad-1', { quantity: 2 });
    const { body } = await basket(a, 'lang=zh');
    expect(body.data.lines.map((l: { skuCode: string; quantity: number }) => [l.skuCode, l.quantity])).toEqual([
      ['BSK-BOX-1', 20],
      ['BSK-PAD-1', 2],
    ]);
    expect(body.data.lines[1].title).toBe('前刹车片');
    // Another site has its own basket, in its currency; another buyer sees nothing.
    expect((await basket(a, 'site=de')).body.data).toEqual({ currency: 'EUR', lines: [] });
    await put(a, 'BSK-BOX-1', { quantity: 10 }, 'site=de');
    expect((await basket(a, 'site=de')).body.data.lines[0].price).toEqual({ amount: 1100, currency: 'EUR' });
    expect((await basket(b)).body.data.lines).toEqual([]);
  });

  it('removes one line and empties the site basket', async () => {
    await put(a, 'BSK-BOX-1', { quantity: 10 });
    await put(a, 'BSK-PAD-1', { quantity: 2 });
    await put(a, 'BSK-PAD-1', { quantity: 2 }, 'site=de');
    const removed = await send('/api/inquiry/basket/BSK-BOX-1?lang=en', 'DELETE', a.headers);
    expect(removed.body.data.lines.map((l: { skuCode: string }) => l.skuCode)).toEqual(['BSK-PAD-1']);
    // Absent or unknown: still fine, nothing else touched.
    expect((await send('/api/inquiry/basket/NO-SUCH-SKU', 'DELETE', a.headers)).res.status).toBe(200);
    const emptied = await send('/api/inquiry/basket?lang=en', 'DELETE', a.headers);
    expect(emptied.body).toMatchObject({ status: 200, data: { lines: [] } });
    expect((await basket(a, 'site=de')).body.data.lines).toHaveLength(1);
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 'quantity'],
    ['negative quantity', { quantity: -5 }, 'quantity'],
    ['fractional quantity', { quantity: 10.5 }, 'quantity'],
    ['quantity as text', { quantity: '10' }, 'quantity'],
    ['negative price', { quantity: 10, targetUnitPrice: -1 }, 'targetUnitPrice'],
    ['fractional price', { quantity: 10, targetUnitPrice: 12.5 }, 'targetUnitPrice'],
    ['NaN price (JSON null is "no target"; "NaN" is text)', { quantity: 10, targetUnitPrice: 'NaN' }, 'targetUnitPrice'],
    ['price beyond the limit', { quantity: 10, targetUnitPrice: INQUIRY_LIMITS.maxUnitPrice + 1 }, 'targetUnitPrice'],
    ['not a date', { quantity: 10, neededBy: '2026-13-01' }, 'neededBy'],
    ['NUL in the note', { quantity: 10, note: 'a\u0000b' }, 'note'],
    ['ESC in the note', { quantity: 10, note: 'a\u001b[31mred' }, 'note'],
    ['bidi override in the note', { quantity: 10, note: 'abc\u202Etxt.exe' }, 'note'],
    ['an unknown field', { quantity: 10, role: 'admin' }, '(body)'],
  ])('refuses %s with a translated field error and changes nothing', async (_label, body, path) => {
    const before = await inquiryTableCounts();
    const { res, body: answer } = await put(a, 'BSK-BOX-1', body);
    expect(res.status).toBe(400);
    expect(answer.status).toBe(400001);
    expect(answer.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await inquiryTableCounts()).toEqual(before);
  });

  it('below the MOQ: the message names the minimum with its unit, in the request language', async () => {
    const en = await put(a, 'BSK-BOX-1', { quantity: 9 });
    expect(en.res.status).toBe(400);
    expect(en.body.errors).toEqual([{ path: 'quantity', message: 'The minimum order is 10 boxes; you asked for 9 boxes.' }]);
    const zh = await put(a, 'BSK-BOX-1', { quantity: 9 }, 'lang=zh');
    expect(zh.body.msg).toBe('最小起订量为 10 盒，您填写的是 9 盒。');
    expect((await inquiryTableCounts()).basket).toBe(0);
  });

  it('needed-by must be today or later in China time (a fake clock decides "today")', async () => {
    // 2026-11-23 23:30 UTC is already 2026-11-24 07:30 in China.
    setClock(() => new Date('2026-11-23T23:30:00.000Z'));
    try {
      const past = await put(a, 'BSK-BOX-1', { quantity: 10, neededBy: '2026-11-23' });
      expect(past.body.errors).toEqual([
        { path: 'neededBy', message: 'The needed-by date must be today (2026-11-24, China time) or later.' },
      ]);
      expect((await put(a, 'BSK-BOX-1', { quantity: 10, neededBy: '2026-11-24' })).res.status).toBe(200);
    } finally {
      setClock(() => new Date(NOW));
    }
  });

  it('an unknown or unlisted product is 404 and adds nothing', async () => {
    const hidden = await inquiryProduct({ skuCode: 'BSK-HIDDEN', status: 'hidden' });
    for (const ref of ['NO-SUCH-SKU', '999999', hidden.skuCode]) {
      const { res, body } = await put(a, ref, { quantity: 10 });
      expect(res.status, ref).toBe(404);
      expect(body.status).toBe(404000);
    }
    expect((await put(a, 'bad ref!', { quantity: 1 })).res.status).toBe(400);
    expect((await inquiryTableCounts()).basket).toBe(0);
  });

  it(`holds at most ${INQUIRY_LIMITS.basketMaxItems} products (409), but an existing line can still change`, async () => {
    const db = await getDb();
    const filler = [];
    for (let i = 0; i < INQUIRY_LIMITS.basketMaxItems; i++) filler.push(await inquiryProduct({ skuCode: `BSK-FILL-${i}` }));
    const at = new Date(NOW);
    await db.insert(inquiryBasketItems).values(
      filler.map((p) => ({ userId: a.id, site: 'us', productId: p.id, quantity: 1, createdAt: at, updatedAt: at })),
    );
    const full = await put(a, 'BSK-BOX-1', { quantity: 10 });
    expect(full.res.status).toBe(409);
    expect(full.body.msg).toBe(`The inquiry basket holds at most ${INQUIRY_LIMITS.basketMaxItems} products. Send or remove some first.`);
    expect((await put(a, 'BSK-FILL-0', { quantity: 5 })).res.status).toBe(200);
    expect((await inquiryTableCounts()).basket).toBe(INQUIRY_LIMITS.basketMaxItems);
  });
});
