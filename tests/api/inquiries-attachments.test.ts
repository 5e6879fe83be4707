import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { inquiryAttachments } from '@/server/db/schema';
import { purgeUnclaimedAttachments } from '@/server/inquiries/purge-unclaimed-attachments';
import { UPLOADS_PER_HOUR } from '@/server/inquiries/upload-attachment';
import { LocalFileStore, setFileStore } from '@/server/storage/file-store';
import {
  contact,
  inquiryProduct,
  inquiryTableCounts,
  postInquiry,
  resetInquiryState,
  signedInBuyer,
  signedInOperator,
  type Buyer,
} from '@tests/factories/inquiries';
import { resetAccountState, send } from '@tests/factories/users';
import { testApp } from '@tests/setup/test-app';

const NOW = Date.parse('2026-11-24T02:00:00.000Z');
let clock = NOW;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-uploads-'));
const store = new LocalFileStore(root);

// A 1×1 PNG, and the smallest headers the other types are recognised by.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(0x3a), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(256)]);

let a: Buyer;
let b: Buyer;

beforeAll(async () => {
  setClock(() => new Date(clock));
  setFileStore(store);
  await resetAccountState();
  a = await signedInBuyer();
  b = await signedInBuyer();
  await inquiryProduct({ skuCode: 'ATT-1' });
});
afterAll(() => {
  resetClock();
  setFileStore(undefined);
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  clock = NOW;
  await resetInquiryState();
});

const upload = (who: Buyer, bytes: Uint8Array | ReadableStream<Uint8Array>, type: string, name = 'photo.png', extra: Record<string, string> = {}) =>
  testApp().request(
    new Request(`http://localhost/api/inquiry/attachments?lang=en&name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { ...who.headers, 'content-type': type, ...extra },
      body: bytes,
      duplex: 'half',
    } as RequestInit),
  );
const json = async (res: Response) => (await res.json()) as { status: number; msg: string; data: { id: number; fileName: string; url: string } | null; errors?: { path: string; message: string }[] };
const storedFiles = () => fs.readdirSync(root).filter((f) => !f.endsWith('.part'));

describe('POST /api/inquiry/attachments', () => {
  it.each([
    ['image/png', PNG, 'photo.png'],
    ['image/jpeg', JPEG, 'photo.jpg'],
    ['image/webp', WEBP, 'photo.webp'],
    ['application/pdf', PDF, 'photo.pdf'],
  ] as const)('stores %s checked by content; the name follows the content', async (type, bytes, expectedName) => {
    const res = await upload(a, bytes, type, 'C:\\fakepath\\photo.png');
    const body = await json(res);
    expect(res.status).toBe(200);
    expect(body.msg).toBe('File uploaded.');
    expect(body.data).toMatchObject({ fileName: expectedName, contentType: type, sizeBytes: bytes.length, url: `/api/inquiry/attachments/${body.data!.id}` });
    const [row] = await (await getDb()).select().from(inquiryAttachments).where(eq(inquiryAttachments.id, body.data!.id));
    expect(row).toMatchObject({ userId: a.id, inquiryId: null });
    expect(fs.readFileSync(path.join(root, row!.storageKey))).toEqual(bytes);
  });

  it('refuses a program renamed .pdf, a mismatched type, other types and an empty body — nothing stored', async () => {
    const before = await inquiryTableCounts();
    const files = storedFiles();
    const exe = await upload(a, EXE, 'application/pdf', 'invoice.pdf');
    expect(exe.status).toBe(415);
    expect(await json(exe)).toMatchObject({ status: 415000, msg: "Only JPEG, PNG or WebP pictures and PDF files can be attached (checked by the file's content, not its name)." });
    const mismatch = await upload(a, PNG, 'image/jpeg', 'photo.jpg');
    expect(mismatch.status).toBe(415);
    expect((await json(mismatch)).msg).toBe("The file's content (image/png) does not match its declared type (image/jpeg).");
    expect((await upload(a, Buffer.from('hello'), 'text/plain', 'a.txt')).status).toBe(415);
    expect((await upload(a, Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml', 'a.svg')).status).toBe(415);
    const empty = await upload(a, new Uint8Array(), 'image/png');
    expect(empty.status).toBe(400);
    expect((await json(empty)).msg).toBe('The file is empty.');
    expect(await inquiryTableCounts()).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  it('a 10 MB upload is refused with 413 while streaming: reading stops just past 5 MB', async () => {
    const chunk = new Uint8Array(256 * 1024);
    chunk.set(PNG);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 40) return controller.close(); // 40 × 256 KiB = 10 MiB
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const before = await inquiryTableCounts();
    const res = await upload(a, stream, 'image/png');
    expect(res.status).toBe(413);
    expect((await json(res)).msg).toBe('The file is larger than 5 MB.');
    expect(pulled).toBeLessThanOrEqual(23); // 5 MiB = 20 chunks, plus what the stream buffers ahead
    // A declared Content-Length over the limit is refused before reading anything.
    let touched = 0;
    const declared = new ReadableStream<Uint8Array>({
      pull(controller) {
        touched += 1;
        controller.enqueue(chunk);
      },
    });
    const early = await upload(a, declared, 'image/png', 'big.png', { 'content-length': String(10 * 1024 * 1024) });
    expect(early.status).toBe(413);
    expect(touched).toBeLessThanOrEqual(1);
    expect(await inquiryTableCounts()).toEqual(before);
  });

  it('refuses control characters in the name (400) and keeps awkward names inside one header', async () => {
    expect((await upload(a, PNG, 'image/png', 'a\r\nSet-Cookie: x=1.png')).status).toBe(400);
    expect((await upload(a, PNG, 'image/png', 'abc\u202Egnp.exe')).status).toBe(400);
    const res = await upload(a, PNG, 'image/png', '报价 "单".png');
    const { data } = await json(res);
    const download = await send(`${data!.url}?lang=en`, 'GET', a.headers);
    expect(download.res.headers.get('content-disposition')).toBe(
      `attachment; filename="_ ___.png"; filename*=UTF-8''${encodeURIComponent('报价 "单".png')}`,
    );
  });

  it(`allows ${UPLOADS_PER_HOUR} uploads an hour per buyer, then 429`, async () => {
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) expect((await upload(a, PNG, 'image/png')).status).toBe(200);
    const before = await inquiryTableCounts();
    const res = await upload(a, PNG, 'image/png');
    expect(res.status).toBe(429);
    expect(await inquiryTableCounts()).toEqual(before);
    expect((await upload(b, PNG, 'image/png')).status).toBe(200);
  });
});

describe('GET /api/inquiry/attachments/{id}', () => {
  it('serves own files as downloads: stored type, attachment, nosniff, no-store, sandboxed', async () => {
    const { data } = await json(await upload(a, PDF, 'application/pdf', 'drawing.pdf'));
    const res = await testApp().request(`${data!.url}?lang=en`, { headers: a.headers });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="drawing.pdf"; filename*=UTF-8''drawing.pdf`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it("another buyer's attachment, claimed or not, is 404 like a missing one (row 1); operators can read it", async () => {
    const { data } = await json(await upload(a, PNG, 'image/png'));
    for (const path of [data!.url, '/api/inquiry/attachments/987654']) {
      const { res, body } = await send(`${path}?lang=en`, 'GET', b.headers);
      expect(res.status, path).toBe(404);
      expect(body).toMatchObject({ status: 404000, msg: 'No such attachment.' });
    }
    // B cannot claim it either.
    const claim = await postInquiry(b, { lines: [{ product: 'ATT-1', quantity: 1 }], attachmentIds: [data!.id], ...contact });
    expect(claim.res.status).toBe(400);
    // A can, and then the inquiry lists it; B still gets 404.
    const created = await postInquiry(a, { lines: [{ product: 'ATT-1', quantity: 1 }], attachmentIds: [data!.id], ...contact });
    expect(created.body.data.attachments).toHaveLength(1);
    expect((await send(data!.url, 'GET', b.headers)).res.status).toBe(404);
    const operator = await signedInOperator();
    const detail = await send(`/api/admin/inquiries/${created.body.data.id}`, 'GET', operator.headers);
    const operatorUrl = detail.body.data.attachments[0].url;
    expect(operatorUrl).toBe(`/api/admin/inquiry-attachments/${data!.id}`);
    const file = await testApp().request(operatorUrl, { headers: operator.headers });
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
  });
});

describe('unclaimed uploads', () => {
  it('are purged (row and bytes) after a day; claimed ones stay', async () => {
    const db = await getDb();
    const kept = (await json(await upload(a, PNG, 'image/png'))).data!;
    const dropped = (await json(await upload(a, JPEG, 'image/jpeg'))).data!;
    await postInquiry(a, { lines: [{ product: 'ATT-1', quantity: 1 }], attachmentIds: [kept.id], ...contact });
    expect(await purgeUnclaimedAttachments(db, store)).toBe(0);
    clock = NOW + 25 * 3_600_000;
    expect(await purgeUnclaimedAttachments(db, store)).toBe(1);
    const rows = await db.select().from(inquiryAttachments);
    expect(rows.map((r) => r.id)).toEqual([kept.id]);
    expect(storedFiles()).toContain(rows[0]!.storageKey);
    expect(rows.some((r) => r.id === dropped.id)).toBe(false);
  });
});
