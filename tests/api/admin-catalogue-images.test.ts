import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { MAX_PRODUCT_IMAGE_BYTES } from '@/contracts/catalogue-admin';
import { getDb } from '@/server/db';
import { auditLog, products } from '@/server/db/schema';
import { LocalFileStore, setFileStore } from '@/server/storage/file-store';
import { GET as mediaGet } from '@/app/media/uploads/[name]/route';
import { productBody } from '@tests/factories/catalogue-admin';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';
import { api, testApp } from '@tests/setup/test-app';
import { createOperator, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';

/*
 * Product pictures (docs/decisions/0049): the bytes decide the type (a text file named .png with an
 * image Content-Type is refused), each upload becomes WebP at 320/640/1280 px, the storefront shows
 * uploads with their srcset instead of the drawing, and reordering/removing keeps the files in step.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cat-edit-images-'));
let operator: Session;
let sku: string;

beforeAll(async () => {
  setFileStore(new LocalFileStore(root));
  await resetAccountState();
  const db = await getDb();
  await seedKnownCatalogue(db);
  operator = await signIn((await createOperator(db)).mobile, GOOD_PASSWORD);
  const body = productBody('1003');
  sku = body.skuCode;
  await send('/api/admin/products', 'POST', operator.headers, body);
});
afterAll(() => {
  setFileStore(undefined);
  fs.rmSync(root, { recursive: true, force: true });
});

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })[format]().toBuffer();
const upload = (bytes: Uint8Array, type: string, lang = 'en') =>
  testApp().request(
    new Request(`http://localhost/api/admin/products/${sku}/images?lang=${lang}`, {
      method: 'POST',
      headers: { ...operator.headers, 'content-type': type },
      body: bytes,
    } as RequestInit),
  );
const media = (url: string) => mediaGet(new Request(`http://localhost${url}`), { params: Promise.resolve({ name: url.split('/').pop()! }) });
const imagesOf = async () => (await (await getDb()).select({ images: products.images }).from(products).where(eq(products.skuCode, sku)))[0]!.images;

describe('product pictures', () => {
  it('turns a PNG into WebP at three widths, served immutable; the storefront shows it with a srcset', async () => {
    const res = await upload(await picture(2000, 1000, 'png'), 'image/png');
    const body = await res.json();
    expect(body).toMatchObject({ status: 200, msg: en.api.imageUploaded });
    const [image] = body.data.images;
    expect(image.widths).toEqual([320, 640, 1280]);
    for (const width of [320, 640, 1280]) {
      const served = await media(`/media/uploads/${image.key.slice(1)}w${width}.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    expect(image.srcset).toContain('w1280.webp 1280w');
    const detail = (await api(`/api/products/${sku}?site=us&lang=en`)).body.data;
    expect(detail.images).toEqual([image.url]);
    expect(detail.image).toBe(image.url);
    const [audit] = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, 'product.image.add'), eq(auditLog.targetId, sku)));
    expect(audit?.after).toEqual({ images: [image.key] });
  });

  it('decides the type by content: text named as a PNG, an SVG, a GIF are refused; a JPEG sent as PNG is accepted', async () => {
    const before = await imagesOf();
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const bytes of [Buffer.from('just some text, not a picture\n'), svg, gif]) {
      const res = await upload(bytes, 'image/png');
      expect(res.status).toBe(415);
      expect((await res.json()).msg).toBe(en.api.imageTypeUnsupported);
    }
    expect((await (await upload(Buffer.from('hello'), 'image/png', 'zh')).json()).msg).toBe(zh.api.imageTypeUnsupported);
    expect(await imagesOf()).toEqual(before);
    expect(fs.readdirSync(root)).toHaveLength(3);
    const small = await upload(await picture(200, 100, 'jpeg'), 'image/png');
    expect(small.status).toBe(200);
    // A small original is never enlarged.
    const key = (await imagesOf()).at(0 - 1)!;
    expect((await sharp(Buffer.from(await (await media(`/media/uploads/${key.slice(1)}w1280.webp`)).arrayBuffer())).metadata()).width).toBe(200);
  });

  it('refuses a picture over the size cap (413) and a product that does not exist (404)', async () => {
    const res = await upload(new Uint8Array(MAX_PRODUCT_IMAGE_BYTES + 1), 'image/jpeg');
    expect(res.status).toBe(413);
    expect((await res.json()).msg).toBe(en.api.imageTooLarge.replace('{max}', '8'));
    sku = sku.replace(/^CE-/, 'NX-');
    expect((await upload(await picture(10, 10, 'webp'), 'image/webp')).status).toBe(404);
    sku = sku.replace(/^NX-/, 'CE-');
  });

  it('reorders and removes uploads; the removed files go; without uploads the drawing is back', async () => {
    await upload(await picture(700, 700, 'webp'), 'image/webp');
    const keys = (await imagesOf()).filter((k) => k.startsWith('u'));
    expect(keys).toHaveLength(3);
    const order = async (next: string[], lang = 'en') =>
      send(`/api/admin/products/${sku}/images?lang=${lang}`, 'PUT', operator.headers, { keys: next });
    const reordered = await order([keys[2]!, keys[0]!]);
    expect(reordered.body).toMatchObject({ status: 200, msg: en.api.imagesSaved });
    expect(reordered.body.data.images.map((i: { key: string }) => i.key)).toEqual([keys[2], keys[0]]);
    expect(fs.readdirSync(root)).toHaveLength(6);
    expect((await order([`u${'0'.repeat(32)}`])).body.errors[0].message).toBe(en.api.imageKeyUnknown);
    await order([]);
    expect(fs.readdirSync(root)).toHaveLength(0);
    const detail = (await api(`/api/products/${sku}?site=us&lang=en`)).body.data;
    expect(detail.image).toMatch(/^\/media\/parts\/.+\.svg$/);
  });
});
