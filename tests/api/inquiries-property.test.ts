import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpStatusFor, STATUS } from '@/contracts/envelope';
import { resetClock, setClock } from '@/server/clock';
import {
  contact,
  inquiryProduct,
  inquiryTableCounts,
  newKey,
  postInquiry,
  signedInBuyer,
  signedInOperator,
  type Buyer,
} from '@tests/factories/inquiries';
import { resetAccountState, send } from '@tests/factories/users';

/*
 * Whatever body reaches an inquiry endpoint, the answer is a JSON envelope with a known
 * status — never a 500, never internals. Bodies are random JSON and near-valid objects with random
 * values in the right places.
 */

const KNOWN = new Set<number>(Object.values(STATUS));
let buyer: Buyer;
let operator: Buyer;
let inquiryId: number;

beforeAll(async () => {
  setClock(() => new Date('2026-11-24T02:00:00.000Z'));
  await resetAccountState();
  buyer = await signedInBuyer();
  operator = await signedInOperator();
  await inquiryProduct({ skuCode: 'PRP-1', moq: 2 });
  inquiryId = (await postInquiry(buyer, { lines: [{ product: 'PRP-1', quantity: 2 }], ...contact })).body.data.id;
});
afterAll(() => resetClock());

const value = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1.5, 2, 2 ** 31, 1e21, Number.MAX_SAFE_INTEGER, '', 'PRP-1', '2026-11-24', '1999-01-01', '\u0000', '\u202E', '%_\\'),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const near = (keys: string[]) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), fc.oneof(value, fc.array(value, { maxLength: 3 }), fc.dictionary(fc.constantFrom('product', 'quantity', 'lineNo', 'unitPrice', 'note'), value)), { maxKeys: 6 });
const body = (keys: string[]) => fc.oneof(fc.jsonValue(), near(keys));

function assertEnvelope(res: Response, answer: unknown, text: string) {
  const envelope = answer as { status: number; msg: string; data: unknown };
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(KNOWN.has(envelope.status), text).toBe(true);
  expect(res.status).toBe(httpStatusFor(envelope.status));
  expect(envelope.status, text).not.toBe(STATUS.INTERNAL);
  expect(typeof envelope.msg).toBe('string');
  expect(text).not.toMatch(/\bat \S+:\d+:\d+|node_modules|Error:|stack/);
}

describe('inquiry endpoints — any JSON body gives a known envelope', () => {
  const endpoints: [string, () => [string, string, Buyer], string[]][] = [
    ['POST /api/inquiry', () => ['/api/inquiry', 'POST', buyer], ['lines', 'message', 'contactName', 'contactMobile', 'attachmentIds']],
    ['PUT /api/inquiry', () => ['/api/inquiry', 'PUT', buyer], ['ids', 'state']],
    ['PUT /api/inquiry/basket/{id}', () => ['/api/inquiry/basket/PRP-1', 'PUT', buyer], ['quantity', 'targetUnitPrice', 'neededBy', 'note']],
    ['POST /api/inquiry/quick', () => ['/api/inquiry/quick', 'POST', buyer], ['text', 'addToBasket', 'whenInBasket']],
    ['POST /api/admin/inquiries/{id}/quote', () => [`/api/admin/inquiries/${inquiryId}/quote`, 'POST', operator], ['lines', 'validUntil', 'message']],
  ];
  it.each(endpoints)('%s', async (_name, target, keys) => {
    const [path, method, who] = target();
    await fc.assert(
      fc.asyncProperty(body(keys), async (payload) => {
        const headers = { ...who.headers, 'idempotency-key': newKey() };
        const { res, body: answer, text } = await send(`${path}?lang=en`, method, headers, payload);
        assertEnvelope(res, answer, text);
      }),
      { numRuns: 150 },
    );
  });

  it('raw-file endpoints: random bytes and types give known envelopes', async () => {
    const before = (await inquiryTableCounts()).attachments;
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/octet-stream', ''),
        fc.constantFrom('/api/inquiry/attachments?name=x.png', '/api/inquiry/quick/file?addToBasket=false'),
        async (bytes, type, path) => {
          const { res, body: answer, text } = await send(path, 'POST', { ...buyer.headers, ...(type ? { 'content-type': type } : {}) }, undefined);
          assertEnvelope(res, answer, text);
          const raw = await (await import('@tests/setup/test-app')).api(path, {
            method: 'POST',
            headers: { ...buyer.headers, ...(type ? { 'content-type': type } : {}) },
            body: bytes as BodyInit,
          });
          assertEnvelope(raw.res, raw.body, raw.text);
        },
      ),
      { numRuns: 150 },
    );
    // Random bytes never pass the content check.
    expect((await inquiryTableCounts()).attachments).toBe(before);
  });

  it('path ids: any segment gives a known envelope', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom('0', '-1', '1e3', '99999999999', 'NaN', '%00', 'basket')), async (raw) => {
        const id = encodeURIComponent(raw);
        for (const path of [`/api/inquiry/${id}`, `/api/inquiry/attachments/${id}`, `/api/inquiry/basket/${id}`]) {
          const method = path.includes('basket') ? 'DELETE' : 'GET';
          const { res, body: answer, text } = await send(`${path}?lang=en`, method, buyer.headers);
          assertEnvelope(res, answer, text);
        }
      }),
      { numRuns: 100 },
    );
  });
});
