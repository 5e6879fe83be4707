import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS } from '@/contracts/inquiries';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { inquiries, inquiryLines, outbox } from '@/server/db/schema';
import {
  contact,
  inquiryProduct,
  inquiryRow,
  inquiryTableCounts,
  postInquiry,
  resetInquiryState,
  signedInBuyer,
  signedInOperator,
  type Buyer,
} from '@tests/factories/inquiries';
import { resetAccountState, send } from '@tests/factories/users';

// 23:00 in China on 2026-11-24: an hour later it is the 25th there (sessions survive the hour).
const NOW = Date.parse('2026-11-24T15:00:00.000Z');
const TOMORROW_IN_CHINA = Date.parse('2026-11-24T16:30:00.000Z');
let clock = NOW;

let a: Buyer;
let b: Buyer;
let operator: Buyer;

beforeAll(async () => {
  setClock(() => new Date(clock));
  await resetAccountState();
  a = await signedInBuyer({ company: 'Alpha Parts Co.' });
  b = await signedInBuyer();
  operator = await signedInOperator();
  await inquiryProduct({ skuCode: 'STM-A', moq: 1, priceUsd: 1000 });
  await inquiryProduct({ skuCode: 'STM-B', moq: 5, unit: 'set', priceUsd: 2500 });
});
afterAll(() => resetClock());
beforeEach(async () => {
  clock = NOW;
  await resetInquiryState();
});

async function submitted(who: Buyer = a, lang = 'en'): Promise<number> {
  const { body } = await postInquiry(
    who,
    { lines: [{ product: 'STM-A', quantity: 3 }, { product: 'STM-B', quantity: 5 }], ...contact },
    { query: `lang=${lang}` },
  );
  if (body.status !== 200) throw new Error(JSON.stringify(body));
  return body.data.id;
}
const quote = (id: number, over: Record<string, unknown> = {}, who = operator) =>
  send(`/api/admin/inquiries/${id}/quote?lang=en`, 'POST', who.headers, {
    lines: [
      { lineNo: 1, unitPrice: 900 },
      { lineNo: 2, unitPrice: 2000 },
    ],
    validUntil: '2026-11-24',
    message: 'Delivery in 2 weeks',
    ...over,
  });
const accept = (id: number, who = a) => send(`/api/inquiry/${id}/accept?lang=en`, 'POST', who.headers);
const close = (ids: number[], who = a) => send('/api/inquiry?lang=en', 'PUT', who.headers, { ids, state: 500 });
const operatorClose = (id: number) => send(`/api/admin/inquiries/${id}/close?lang=en`, 'PUT', operator.headers);
const detail = async (id: number, who = a) => (await send(`/api/inquiry/${id}?lang=en`, 'GET', who.headers)).body.data;
const stored = async (id: number) => (await inquiryRow(id))!.state;

async function inState(state: 100 | 200 | 300 | 400 | 500): Promise<number> {
  clock = NOW;
  const id = await submitted();
  if (state === 100) return id;
  if (state === 500) {
    expect((await close([id])).res.status).toBe(200);
    return id;
  }
  expect((await quote(id)).res.status).toBe(200);
  if (state === 300) expect((await accept(id)).res.status).toBe(200);
  if (state === 400) clock = TOMORROW_IN_CHINA;
  return id;
}

describe('allowed transitions', () => {
  it('100 —operator quotes→ 200: prices per line, totals, validity, SMS to the buyer in the inquiry language', async () => {
    const id = await submitted(a, 'en');
    const { res, body } = await quote(id);
    expect(res.status).toBe(200);
    expect(body.msg).toBe('Quote saved; the buyer was notified by SMS.');
    const d = await detail(id);
    expect(d).toMatchObject({
      state: 200,
      quoteValidUntil: '2026-11-24',
      quoteMessage: 'Delivery in 2 weeks',
      quotedTotal: 3 * 900 + 5 * 2000,
      canAccept: true,
      canClose: true,
    });
    expect(d.lines.map((l: { quotedUnitPrice: number; quotedLineTotal: number }) => [l.quotedUnitPrice, l.quotedLineTotal])).toEqual([
      [900, 2700],
      [2000, 10000],
    ]);
    const sms = (await (await getDb()).select().from(outbox).where(eq(outbox.channel, 'sms'))).map((r) => r.payload);
    expect(sms).toEqual([
      expect.objectContaining({
        to: '13812341234',
        template: 'inquiryQuoted',
        lang: 'en',
        params: { reference: d.reference, link: 'http://localhost:3000/en/user/inquiry' },
        text: `【PartsMall】Your inquiry ${d.reference} has been quoted. See the quote here: http://localhost:3000/en/user/inquiry`,
      }),
    ]);
  });

  it('a Chinese inquiry gets the Chinese SMS with the unprefixed link', async () => {
    const id = await submitted(a, 'zh');
    await quote(id);
    const [sms] = (await (await getDb()).select().from(outbox).where(eq(outbox.channel, 'sms'))).map((r) => r.payload);
    expect(sms).toMatchObject({ lang: 'zh', params: { link: 'http://localhost:3000/user/inquiry' } });
    expect((sms as { text: string }).text).toMatch(/^【PartsMall】您的询价单 RFQ20261124-\d{6} 已报价/);
  });

  it('200 —operator re-quotes→ 200: the new prices replace the old ones', async () => {
    const id = await inState(200);
    await quote(id, { lines: [{ lineNo: 2, unitPrice: 1500 }, { lineNo: 1, unitPrice: 800 }], validUntil: '2026-12-31' });
    expect(await detail(id)).toMatchObject({ state: 200, quoteValidUntil: '2026-12-31', quotedTotal: 3 * 800 + 5 * 1500 });
  });

  it('200 —buyer accepts→ 300', async () => {
    const id = await inState(200);
    const { body } = await accept(id);
    expect(body).toMatchObject({ status: 200, msg: 'Quote accepted. We will contact you to arrange the order.', data: { state: 300, canAccept: false, canClose: false } });
    expect((await inquiryRow(id))!.acceptedAt).toEqual(new Date(NOW));
  });

  it('200 reads as 400 once its validity day has passed in China (derived, never stored); 400 —re-quote→ 200', async () => {
    const id = await inState(400);
    expect(await detail(id)).toMatchObject({ state: 400, canAccept: false, canClose: true });
    expect(await stored(id)).toBe(200);
    expect((await quote(id, { validUntil: '2026-11-25' })).res.status).toBe(200);
    expect((await detail(id)).state).toBe(200);
  });

  it.each([100, 200, 400] as const)('%i —buyer closes→ 500 and —operator closes→ 500', async (state) => {
    const byBuyer = await inState(state);
    const { body } = await close([byBuyer]);
    expect(body).toMatchObject({ status: 200, msg: 'Inquiries closed: 1.', data: { updated: [byBuyer], refused: [] } });
    expect(await inquiryRow(byBuyer)).toMatchObject({ state: 500, closedBy: 'buyer' });
    const byOperator = await inState(state);
    expect((await operatorClose(byOperator)).body).toMatchObject({ status: 200, data: { state: 500, closedBy: 'operator' } });
  });
});

describe('refused transitions (409, nothing changes)', () => {
  it('accept: 100 → not quoted yet; 400 → expired with the date; 300 and 500 → final', async () => {
    const cases = [
      [100, 'Inquiry {ref} is Submitted: only a quoted inquiry can be accepted.'],
      [400, 'This quote expired after 2026-11-24. Ask us for a new quote.'],
      [300, 'Inquiry {ref} is Accepted: only a quoted inquiry can be accepted.'],
      [500, 'Inquiry {ref} is Closed: only a quoted inquiry can be accepted.'],
    ] as const;
    for (const [state, message] of cases) {
      const id = await inState(state);
      const before = await inquiryRow(id);
      const { res, body } = await accept(id);
      expect(res.status, String(state)).toBe(409);
      expect(body.msg).toBe(message.replace('{ref}', before!.reference));
      expect(await inquiryRow(id)).toEqual(before);
    }
  });

  it('the expired refusal is translated', async () => {
    const id = await inState(400);
    expect((await send(`/api/inquiry/${id}/accept?lang=zh`, 'POST', a.headers)).body.msg).toBe('该报价已于 2026-11-24 后过期，请联系我们重新报价。');
  });

  it.each([300, 500] as const)('%i: the operator can neither quote nor close; the buyer cannot close', async (state) => {
    const id = await inState(state);
    const before = await inquiryTableCounts();
    const row = await inquiryRow(id);
    const quoted = await quote(id);
    expect(quoted.res.status).toBe(409);
    expect(quoted.body.msg).toMatch(/cannot be quoted\.$/);
    expect((await operatorClose(id)).res.status).toBe(409);
    const closed = await close([id]);
    expect(closed.res.status).toBe(409);
    expect(closed.body).toMatchObject({ status: 409000, msg: 'None of these inquiries could be closed.' });
    expect(closed.body.errors).toEqual([{ path: 'ids.0', message: `Inquiry ${row!.reference} is ${state === 300 ? 'Accepted' : 'Closed'} and cannot be closed.` }]);
    expect(await inquiryRow(id)).toEqual(row);
    expect(await inquiryTableCounts()).toEqual(before);
  });

  it('a quote must price every line exactly once, valid today or later, with sane prices', async () => {
    const id = await submitted();
    const before = await inquiryTableCounts();
    const bad = [
      [{ lines: [{ lineNo: 1, unitPrice: 900 }] }, 'lines', 'Give exactly one price for every line of the inquiry (lines 1, 2).'],
      [{ lines: [{ lineNo: 1, unitPrice: 900 }, { lineNo: 1, unitPrice: 900 }] }, 'lines', null],
      [{ lines: [{ lineNo: 1, unitPrice: 900 }, { lineNo: 3, unitPrice: 900 }] }, 'lines', null],
      [{ validUntil: '2026-11-23' }, 'validUntil', 'The quote must be valid until today (2026-11-24, China time) or later.'],
      [{ lines: [{ lineNo: 1, unitPrice: -1 }, { lineNo: 2, unitPrice: 1 }] }, 'lines.0.unitPrice', null],
      [{ lines: [{ lineNo: 1, unitPrice: 1.5 }, { lineNo: 2, unitPrice: 1 }] }, 'lines.0.unitPrice', null],
      [{ message: 'x\u0000' }, 'message', null],
      [{ message: 'x\u202Ey' }, 'message', null],
    ] as const;
    for (const [over, path, message] of bad) {
      const { res, body } = await quote(id, over);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
      if (message) expect(body.errors[0].message).toBe(message);
    }
    expect(await stored(id)).toBe(100);
    expect(await inquiryTableCounts()).toEqual(before);
    const lines = await (await getDb()).select().from(inquiryLines).where(eq(inquiryLines.inquiryId, id));
    expect(lines.every((l) => l.quotedUnitPrice === null)).toBe(true);
  });
});

describe('a quote never goes out free: every line priced above 0', () => {
  const operatorQuote = (id: number, lang: 'en' | 'zh', lines: { lineNo: number; unitPrice?: number | null }[]) =>
    send(`/api/admin/inquiries/${id}/quote?lang=${lang}`, 'POST', operator.headers, {
      lines,
      validUntil: '2026-11-30',
      message: 'Delivery in 2 weeks',
    });

  it.each([
    ['a missing price', { lineNo: 2 }],
    ['a null price', { lineNo: 2, unitPrice: null }],
    ['a zero price', { lineNo: 2, unitPrice: 0 }],
    ['a negative price', { lineNo: 2, unitPrice: -300 }],
  ])('%s on line 2 is refused naming the line and its part, in en and zh; nothing changes, no SMS', async (_name, line2) => {
    const id = await submitted();
    const part2 = (await detail(id)).lines[1].partNumber as string;
    const rowBefore = await inquiryRow(id);
    const before = await inquiryTableCounts();
    for (const [lang, text] of [
      ['en', `Line 2 (part ${part2}): enter a price above 0.`],
      ['zh', `第 2 行（零件 ${part2}）：请填写大于 0 的单价。`],
    ] as const) {
      const { res, body } = await operatorQuote(id, lang, [{ lineNo: 1, unitPrice: 900 }, line2]);
      expect(res.status).toBe(400);
      expect(body).toMatchObject({ status: 400001, msg: text, data: null });
      expect(body.errors).toEqual([{ path: 'lines.1.unitPrice', message: text }]);
    }
    expect(await inquiryRow(id)).toEqual(rowBefore);
    expect(await stored(id)).toBe(100);
    expect(await inquiryTableCounts()).toEqual(before);
    const lines = await (await getDb()).select().from(inquiryLines).where(eq(inquiryLines.inquiryId, id));
    expect(lines.every((l) => l.quotedUnitPrice === null)).toBe(true);
  });

  it('a zero total (every line at 0) is refused line by line; a quoted inquiry keeps its quote and the buyer gets no new SMS', async () => {
    const id = await inState(200);
    const d = await detail(id);
    const [part1, part2] = d.lines.map((l: { partNumber: string }) => l.partNumber);
    const rowBefore = await inquiryRow(id);
    const smsBefore = (await (await getDb()).select().from(outbox)).length;
    const { res, body } = await operatorQuote(id, 'en', [
      { lineNo: 1, unitPrice: 0 },
      { lineNo: 2, unitPrice: 0 },
    ]);
    expect(res.status).toBe(400);
    expect(body.errors).toEqual([
      { path: 'lines.0.unitPrice', message: `Line 1 (part ${part1}): enter a price above 0.` },
      { path: 'lines.1.unitPrice', message: `Line 2 (part ${part2}): enter a price above 0.` },
    ]);
    expect(await inquiryRow(id)).toEqual(rowBefore);
    expect(await detail(id)).toMatchObject({ state: 200, quotedTotal: 3 * 900 + 5 * 2000 });
    expect((await (await getDb()).select().from(outbox)).length).toBe(smsBefore);
  });

  it('one cent on every line is a price (the smallest quote)', async () => {
    const id = await submitted();
    const { res } = await operatorQuote(id, 'en', [
      { lineNo: 1, unitPrice: 1 },
      { lineNo: 2, unitPrice: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(await detail(id)).toMatchObject({ state: 200, quotedTotal: 3 + 5 });
  });
});

describe('bulk close: PUT /api/inquiry {ids, state: 500}', () => {
  it('decides per id: closes what it can, refuses the rest with translated reasons (foreign = not found)', async () => {
    const open = await submitted();
    const accepted = await inState(300);
    const theirs = await submitted(b);
    const theirsBefore = await inquiryRow(theirs);
    const { res, body } = await send('/api/inquiry?lang=zh', 'PUT', a.headers, { ids: [open, accepted, theirs, 987654, open], state: 500 });
    expect(res.status).toBe(200);
    expect(body.msg).toBe('已关闭 1 份询价单。');
    expect(body.data.updated).toEqual([open]);
    expect(body.data.refused).toEqual([
      { id: accepted, state: 300, reason: `询价单 ${(await inquiryRow(accepted))!.reference} 当前为“已接受”，无法关闭。` },
      { id: theirs, state: null, reason: '询价单不存在。' },
      { id: 987654, state: null, reason: '询价单不存在。' },
    ]);
    expect(await inquiryRow(theirs)).toEqual(theirsBefore);
  });

  it.each([
    ['5,000 ids', { ids: Array.from({ length: 5000 }, (_, i) => i + 1), state: 500 }],
    [`${INQUIRY_LIMITS.maxBulkIds + 1} ids`, { ids: Array.from({ length: INQUIRY_LIMITS.maxBulkIds + 1 }, (_, i) => i + 1), state: 500 }],
    ['no ids', { ids: [], state: 500 }],
    ['state 300', { ids: [1], state: 300 }],
    ['a negative id', { ids: [-1], state: 500 }],
    ['a text id', { ids: ['1'], state: 500 }],
  ])('%s → 400 and nothing changes', async (_label, body) => {
    const id = await submitted();
    const { res, body: answer } = await send('/api/inquiry?lang=en', 'PUT', a.headers, { ...body, ids: body.ids.length === 1 && body.ids[0] === 1 ? [id] : body.ids });
    expect(res.status).toBe(400);
    expect(answer.status).toBe(400001);
    expect(await stored(id)).toBe(100);
  });
});

describe('object-level access (row 1): another buyer\'s inquiry is "not found"', () => {
  it('detail, accept and bulk close by B on A\'s inquiry → 404 / refused; A\'s row unchanged', async () => {
    const id = await inState(200);
    const before = await inquiryRow(id);
    for (const [method, path] of [
      ['GET', `/api/inquiry/${id}`],
      ['POST', `/api/inquiry/${id}/accept`],
    ] as const) {
      const { res, body } = await send(`${path}?lang=en`, method, b.headers);
      expect(res.status, path).toBe(404);
      expect(body).toMatchObject({ status: 404000, msg: 'No such inquiry.', data: null });
    }
    // The same answer as for an id that does not exist at all.
    expect((await send('/api/inquiry/987654?lang=en', 'GET', b.headers)).body.msg).toBe('No such inquiry.');
    expect((await close([id], b)).res.status).toBe(409);
    expect(await inquiryRow(id)).toEqual(before);
  });

  it("lists hold only one's own inquiries", async () => {
    const mine = await submitted(a);
    const theirs = await submitted(b);
    const ofA = (await send('/api/inquiry', 'GET', a.headers)).body.data;
    const ofB = (await send('/api/inquiry', 'GET', b.headers)).body.data;
    expect(ofA.items.map((i: { id: number }) => i.id)).toEqual([mine]);
    expect(ofB.items.map((i: { id: number }) => i.id)).toEqual([theirs]);
  });
});

describe('operator routes', () => {
  it('list every buyer\'s inquiries (waiting ones first by answer deadline, or newest first) with company and masked mobile; filter by state; detail', async () => {
    const first = await submitted(a);
    clock = NOW + 60_000;
    const second = await inState(200);
    const { body } = await send('/api/admin/inquiries?lang=en', 'GET', operator.headers);
    // The queue's default: the inquiry still waiting for a quote comes before the answered one.
    expect(body.data.items.map((i: { id: number }) => i.id)).toEqual([first, second]);
    const newest = await send('/api/admin/inquiries?lang=en&sort=newest', 'GET', operator.headers);
    expect(newest.body.data.items.map((i: { id: number }) => i.id)).toEqual([second, first]);
    expect(body.data.items[0]).toMatchObject({ state: 100, lineCount: 2, buyer: { id: a.id, company: 'Alpha Parts Co.', maskedMobile: `${a.mobile.slice(0, 3)}****${a.mobile.slice(-4)}` } });
    expect(JSON.stringify(body)).not.toContain(a.mobile);
    const quoted = await send('/api/admin/inquiries?state=200', 'GET', operator.headers);
    expect(quoted.body.data.items.map((i: { id: number }) => i.id)).toEqual([second]);
    const one = await send(`/api/admin/inquiries/${first}`, 'GET', operator.headers);
    expect(one.body.data).toMatchObject({ id: first, buyer: { company: 'Alpha Parts Co.' }, lines: [{ lineNo: 1 }, { lineNo: 2 }] });
    expect((await send('/api/admin/inquiries/987654', 'GET', operator.headers)).res.status).toBe(404);
  });

  it('every operator inquiry route with a buyer token → 403000, nothing changes (row 2)', async () => {
    const id = await submitted();
    const before = await inquiryRow(id);
    for (const [method, path, body] of [
      ['GET', '/api/admin/inquiries', undefined],
      ['GET', `/api/admin/inquiries/${id}`, undefined],
      ['POST', `/api/admin/inquiries/${id}/quote`, { lines: [{ lineNo: 1, unitPrice: 1 }, { lineNo: 2, unitPrice: 1 }], validUntil: '2026-12-01' }],
      ['PUT', `/api/admin/inquiries/${id}/close`, undefined],
      ['GET', '/api/admin/inquiry-attachments/1', undefined],
    ] as const) {
      const { res, body: answer } = await send(path, method, a.headers, body);
      expect(res.status, path).toBe(403);
      expect(answer.status).toBe(403000);
    }
    expect(await inquiryRow(id)).toEqual(before);
    expect((await (await getDb()).select().from(inquiries)).length).toBe(1);
  });
});
