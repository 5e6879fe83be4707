import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS } from '@/contracts/inquiries';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { inquiries, inquiryAttachments, inquiryLines, outbox, products, type ProductRow } from '@/server/db/schema';
import { resetChatBotConfig, setChatBotConfig } from '@/server/integrations/chat-bot/chat-bot-config';
import {
  contact,
  inquiryProduct,
  inquiryTableCounts,
  newKey,
  postInquiry,
  resetInquiryState,
  signedInBuyer,
  type Buyer,
} from '@tests/factories/inquiries';
import { resetAccountState, send } from '@tests/factories/users';

const NOW = Date.parse('2026-11-24T02:00:00.000Z'); // 10:00 in China

let a: Buyer;
let b: Buyer;
let boxed: ProductRow;

beforeAll(async () => {
  setClock(() => new Date(NOW));
  // A webhook is configured, so new inquiries queue an operators' notice (never delivered here).
  setChatBotConfig({ format: 'wecom', url: 'http://127.0.0.1:9/hook' });
  await resetAccountState();
  a = await signedInBuyer({ company: '深圳*测试*汽配 <@all>' });
  b = await signedInBuyer();
  boxed = await inquiryProduct({
    skuCode: 'CRT-BOX-1',
    moq: 10,
    unit: 'box',
    priceUsd: 1250,
    priceEur: 1100,
    partNumber: 'BX 100',
    titleEn: 'Filter box',
    titleZh: '滤芯盒',
  });
  await inquiryProduct({ skuCode: 'CRT-PAD-1', moq: 2, unit: 'set', priceUsd: 4599, partNumber: 'PD-7', titleEn: 'Pad set' });
});
afterAll(() => {
  resetClock();
  resetChatBotConfig();
});
beforeEach(() => resetInquiryState());

const twoLines = {
  lines: [
    { product: 'CRT-BOX-1', quantity: 10, targetUnitPrice: 1000, neededBy: '2026-12-01', note: 'urgent' },
    { product: 'crt-pad-1', quantity: 4 },
  ],
  message: 'Please quote\r\nwith delivery time',
  ...contact,
};

describe('POST /api/inquiry', () => {
  it('stores lines with product snapshots and list prices, answers the detail with a reference', async () => {
    const { res, body } = await postInquiry(a, twoLines);
    expect(res.status).toBe(200);
    const detail = body.data;
    expect(detail.reference).toMatch(/^RFQ20261124-\d{6}$/);
    expect(body.msg).toBe(`Inquiry ${detail.reference} submitted. We will send you a quote soon.`);
    expect(detail).toMatchObject({
      state: 100,
      currency: 'USD',
      lineCount: 2,
      message: 'Please quote\nwith delivery time',
      contactName: '张三',
      contactMobile: '13812341234',
      quotedTotal: null,
      canAccept: false,
      canClose: true,
      headline: 'BX 100 Filter box; PD-7 Pad set',
    });
    expect(detail.lines).toMatchObject([
      { lineNo: 1, skuCode: 'CRT-BOX-1', unit: 'box', moq: 10, quantity: 10, listUnitPrice: 1250, targetUnitPrice: 1000, neededBy: '2026-12-01', note: 'urgent', quotedUnitPrice: null },
      { lineNo: 2, skuCode: 'CRT-PAD-1', quantity: 4, listUnitPrice: 4599, targetUnitPrice: null, neededBy: null },
    ]);
    const row = await (await getDb()).select().from(inquiries).where(eq(inquiries.id, detail.id));
    expect(row[0]).toMatchObject({ userId: a.id, site: 'us', lang: 'en', state: 100 });
    // The snapshot does not follow later catalogue changes.
    const db = await getDb();
    await db.update(products).set({ titleEn: 'Renamed box', moq: 50 }).where(eq(products.id, boxed.id));
    try {
      const again = await send(`/api/inquiry/${detail.id}?lang=en`, 'GET', a.headers);
      expect(again.body.data.lines[0]).toMatchObject({ title: 'Filter box', moq: 10 });
      expect(await db.select().from(inquiryLines).where(eq(inquiryLines.inquiryId, detail.id))).toHaveLength(2);
    } finally {
      await db.update(products).set({ titleEn: 'Filter box', moq: 10 }).where(eq(products.id, boxed.id));
    }
  });

  it('site and currency come from the request; list prices in that currency', async () => {
    const { body } = await postInquiry(a, { lines: [{ product: 'CRT-BOX-1', quantity: 10 }], ...contact }, { query: 'site=de&lang=zh' });
    expect(body.data).toMatchObject({ currency: 'EUR', lines: [{ listUnitPrice: 1100, title: '滤芯盒' }] });
    expect(body.msg).toMatch(/^询价单 RFQ/);
  });

  it("without lines sends the site's basket and empties it in the same transaction (other site untouched)", async () => {
    await send('/api/inquiry/basket/CRT-BOX-1', 'PUT', a.headers, { quantity: 20, note: 'from basket' });
    await send('/api/inquiry/basket/CRT-PAD-1', 'PUT', a.headers, { quantity: 2 });
    await send('/api/inquiry/basket/CRT-PAD-1?site=de', 'PUT', a.headers, { quantity: 2 });
    const { body } = await postInquiry(a, contact);
    expect(body.data.lines.map((l: { skuCode: string; quantity: number }) => [l.skuCode, l.quantity])).toEqual([
      ['CRT-BOX-1', 20],
      ['CRT-PAD-1', 2],
    ]);
    expect((await send('/api/inquiry/basket', 'GET', a.headers)).body.data.lines).toEqual([]);
    expect((await send('/api/inquiry/basket?site=de', 'GET', a.headers)).body.data.lines).toHaveLength(1);
    // An empty basket: a clear refusal, nothing stored.
    const before = await inquiryTableCounts();
    const empty = await postInquiry(a, contact);
    expect(empty.res.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'lines', message: 'Your inquiry basket for this site is empty: add products first, or list the lines.' }]);
    expect(await inquiryTableCounts()).toEqual(before);
  });

  it('queues one chat-bot notice for the operators: masked mobile, neutralised company, in the same transaction', async () => {
    const { body } = await postInquiry(a, twoLines);
    const rows = await (await getDb()).select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'chatbot',
      status: 'pending',
      payload: {
        type: 'inquiry.created',
        reference: body.data.reference,
        company: '深圳*测试*汽配 <@all>',
        name: '张三',
        maskedMobile: '138****1234',
        lineCount: 2,
        parts: 'BX 100, PD-7',
      },
    });
    expect(JSON.stringify(rows[0]!.payload)).not.toContain('13812341234');
    const { formatChatBotRequest } = await import('@/server/integrations/chat-bot/format-chat-bot-request');
    const request = formatChatBotRequest({ format: 'wecom', url: 'http://x' }, rows[0]!.payload as never);
    const content = (request.body as { markdown: { content: string } }).markdown.content;
    expect(content).toContain(`### 新询价单\n新询价单 ${body.data.reference}：深圳＊测试＊汽配 ＜@all＞，张三，138****1234，共 2 行（BX 100, PD-7），2026-11-24 10:00`);
  });
});

describe('idempotency (row R2)', () => {
  it('10 concurrent identical requests → exactly one inquiry, 10 answers naming it, one notice', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => postInquiry(a, twoLines, { key })));
    expect(answers.map((x) => x.res.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((x) => x.body.data.id));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((x) => x.body.data.reference)).size).toBe(1);
    const counts = await inquiryTableCounts();
    expect(counts).toMatchObject({ inquiries: 1, lines: 2, outbox: 1 });
  });

  it('10 concurrent basket sends with one key → one inquiry (the later ones replay it, not "basket empty")', async () => {
    await send('/api/inquiry/basket/CRT-BOX-1', 'PUT', a.headers, { quantity: 10 });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => postInquiry(a, contact, { key })));
    expect(answers.map((x) => x.body.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((x) => x.body.data.id)).size).toBe(1);
    expect((await inquiryTableCounts()).inquiries).toBe(1);
  });

  it('same key + other body → 409 and nothing new; same body later → the same inquiry again', async () => {
    const key = newKey();
    const first = await postInquiry(a, twoLines, { key });
    const before = await inquiryTableCounts();
    const other = await postInquiry(a, { ...twoLines, message: 'changed' }, { key });
    expect(other.res.status).toBe(409);
    expect(other.body).toMatchObject({ status: 409000, msg: 'This Idempotency-Key was already used for a different inquiry request.' });
    // Same body on another site is another request too.
    expect((await postInquiry(a, twoLines, { key, query: 'site=de' })).res.status).toBe(409);
    const again = await postInquiry(a, twoLines, { key });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await inquiryTableCounts()).toEqual(before);
    // Keys are per buyer: B may use the same one.
    expect((await postInquiry(b, twoLines, { key })).body.data.id).not.toBe(first.body.data.id);
  });

  it('a missing or malformed key is refused before anything happens', async () => {
    for (const key of [null, 'short', 'has space in it', 'x'.repeat(101), 'ünïcode-key-1']) {
      const { res, body } = await postInquiry(a, twoLines, { key });
      expect(res.status, String(key)).toBe(400);
      expect(body.errors[0].path).toBe('Idempotency-Key');
    }
    expect((await inquiryTableCounts()).inquiries).toBe(0);
  });
});

describe('bad input changes nothing', () => {
  const line = (over: Record<string, unknown>) => ({ lines: [{ product: 'CRT-BOX-1', quantity: 10, ...over }], ...contact });
  it.each([
    ['quantity 0', line({ quantity: 0 }), 'lines.0.quantity'],
    ['below MOQ', line({ quantity: 9 }), 'lines.0.quantity'],
    ['negative price', line({ targetUnitPrice: -1 }), 'lines.0.targetUnitPrice'],
    ['fractional price', line({ targetUnitPrice: 0.5 }), 'lines.0.targetUnitPrice'],
    ['NaN price', line({ targetUnitPrice: 'NaN' }), 'lines.0.targetUnitPrice'],
    ['price over the limit', line({ targetUnitPrice: INQUIRY_LIMITS.maxUnitPrice + 1 }), 'lines.0.targetUnitPrice'],
    ['unknown SKU', { lines: [{ product: 'NO-SUCH-1', quantity: 1 }], ...contact }, 'lines.0.product'],
    ['past needed-by', line({ neededBy: '2026-11-23' }), 'lines.0.neededBy'],
    ['duplicate product', { lines: [{ product: 'CRT-PAD-1', quantity: 2 }, { product: 'crt-pad-1', quantity: 2 }], ...contact }, 'lines.1.product'],
    ['too many lines', { lines: Array.from({ length: INQUIRY_LIMITS.maxLines + 1 }, () => ({ product: 'CRT-PAD-1', quantity: 2 })), ...contact }, 'lines'],
    ['bad mobile', { ...line({}), contactMobile: '12345' }, 'contactMobile'],
    ['empty contact name', { ...line({}), contactName: '  ' }, 'contactName'],
    ['NUL in the message', { ...line({}), message: 'a\u0000b' }, 'message'],
    ['ESC in the contact name', { ...line({}), contactName: '张\u001b三' }, 'contactName'],
    ['bidi override in the contact name', { ...line({}), contactName: 'abc\u202Efdp.exe' }, 'contactName'],
    ['bidi isolate in a note', line({ note: 'x\u2066y' }), 'lines.0.note'],
    ['ESC in a note', line({ note: '\u001b]0;title\u0007' }), 'lines.0.note'],
    ['someone else\'s or unknown attachment', { ...line({}), attachmentIds: [999999] }, 'attachmentIds'],
    ['an unknown field', { ...line({}), state: 300 }, '(body)'],
  ])('%s → 400 naming the field', async (_label, body, path) => {
    const before = await inquiryTableCounts();
    const { res, body: answer } = await postInquiry(a, body);
    expect(res.status).toBe(400);
    expect(answer.status).toBe(400001);
    expect(answer.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(answer.msg).not.toMatch(/Error|stack|at \S+:\d+/);
    expect(await inquiryTableCounts()).toEqual(before);
  });

  it('messages are translated (zh) and below-MOQ names the unit', async () => {
    const { body } = await postInquiry(a, line({ quantity: 3 }), { query: 'lang=zh' });
    expect(body.errors).toEqual([{ path: 'lines.0.quantity', message: '最小起订量为 10 盒，您填写的是 3 盒。' }]);
  });

  it('a basket line whose needed-by date has passed since it was added is refused by SKU', async () => {
    // Added at 23:30 China time for "today"; sent an hour later, when it is tomorrow there.
    setClock(() => new Date('2026-11-24T15:30:00.000Z'));
    try {
      const late = await signedInBuyer();
      await send('/api/inquiry/basket/CRT-BOX-1', 'PUT', late.headers, { quantity: 10, neededBy: '2026-11-24' });
      setClock(() => new Date('2026-11-24T16:30:00.000Z'));
      const before = await inquiryTableCounts();
      const { body } = await postInquiry(late, contact);
      expect(body.errors).toEqual([
        { path: 'basket.CRT-BOX-1.neededBy', message: 'The needed-by date must be today (2026-11-25, China time) or later.' },
      ]);
      expect(await inquiryTableCounts()).toEqual(before);
    } finally {
      setClock(() => new Date(NOW));
    }
  });

  it("attachments: own unclaimed uploads are claimed; another buyer's or a used one fails the whole request", async () => {
    const db = await getDb();
    const upload = async (userId: number) =>
      (
        await db
          .insert(inquiryAttachments)
          .values({ userId, storageKey: newKey().replace(/-/g, ''), fileName: 'a.png', contentType: 'image/png', sizeBytes: 3, sha256: 'x', createdAt: new Date(NOW) })
          .returning()
      )[0]!;
    const mine = await upload(a.id);
    const theirs = await upload(b.id);
    const before = await inquiryTableCounts();
    const refused = await postInquiry(a, { ...twoLines, attachmentIds: [mine.id, theirs.id] });
    expect(refused.body.errors).toEqual([{ path: 'attachmentIds', message: `Attachment ${theirs.id} cannot be used: it does not exist or already belongs to an inquiry.` }]);
    expect(await inquiryTableCounts()).toEqual(before);
    const [unclaimed] = await db.select().from(inquiryAttachments).where(eq(inquiryAttachments.id, mine.id));
    expect(unclaimed!.inquiryId).toBeNull();

    const ok = await postInquiry(a, { ...twoLines, attachmentIds: [mine.id] });
    expect(ok.body.data.attachments).toEqual([
      { id: mine.id, fileName: 'a.png', contentType: 'image/png', sizeBytes: 3, url: `/api/inquiry/attachments/${mine.id}` },
    ]);
    const reuse = await postInquiry(a, { ...twoLines, attachmentIds: [mine.id] });
    expect(reuse.res.status).toBe(400);
  });
});
