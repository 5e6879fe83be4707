import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticAssets } from '@/server/http/static-assets';
import { startTestServer, type TestServer } from '@tests/setup/http-test-server';

/**
 * The production server's `/_next/static/**` answers (scripts/serve.ts): whatever the module
 * declines, "Next" answers instead — here a stand-in marked `x-answered-by: next`.
 */
const JS = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export function part${i}(a, b) { return a * ${i} + b; }\n`).join(''),
);
const CSS = Buffer.from(Array.from({ length: 200 }, (_, i) => `.item-${i} { margin: ${i}px; }\n`).join(''));
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 0, 0]);

let dir: string;
let server: TestServer;

const put = (relative: string, bytes: Buffer | string) => {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  fs.writeFileSync(path.join(dir, relative), bytes);
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-static-'));
  put('static/chunks/app-3f9a1c.js', JS);
  put('static/css/app-77b2e0.css', CSS);
  put('static/media/inter-latin.woff2', FONT);
  put('static/chunks/.secret.js', 'hidden');
  put('secret.js', 'outside the static folder'); // what a traversal would reach
  const { serveStatic } = createStaticAssets(path.join(dir, 'static'));
  server = await startTestServer((req, res) => {
    void serveStatic(req, res).then((done) => {
      if (done) return;
      res.writeHead(404, { 'x-answered-by': 'next' });
      res.end('from next');
    });
  });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const JS_URL = '/_next/static/chunks/app-3f9a1c.js';
const CSS_URL = '/_next/static/css/app-77b2e0.css';

describe('static assets from memory', () => {
  it('sends Brotli to a browser that takes it, decoding to the file', async () => {
    const res = await server.request(JS_URL, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(JS.length / 4);
    expect(zlib.brotliDecompressSync(res.body).equals(JS)).toBe(true);
  });

  it('sends gzip to a client without Brotli, and the raw file to one without either', async () => {
    const gz = await server.request(CSS_URL, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(zlib.gunzipSync(gz.body).equals(CSS)).toBe(true);

    const plain = await server.request(CSS_URL);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.equals(CSS)).toBe(true);

    const refused = await server.request(CSS_URL, { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(CSS)).toBe(true);
  });

  it('ignores a query string', async () => {
    const res = await server.request(`${JS_URL}?dpl=abc`);
    expect(res.status).toBe(200);
    expect(res.body.equals(JS)).toBe(true);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await server.request(JS_URL, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await server.request(JS_URL, {
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const other = await server.request(JS_URL, { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
    expect(other.body.equals(JS)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await server.request(JS_URL, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });
});

describe('what it leaves to Next', () => {
  it.each([
    ['a traversal', '/_next/static/../secret.js'],
    ['a traversal deeper in', '/_next/static/chunks/../../secret.js'],
    ['an encoded traversal', '/_next/static/%2e%2e/secret.js'],
    ['an upper-case encoded traversal', '/_next/static/%2E%2E/secret.js'],
    ['an encoded slash', '/_next/static/chunks%2f..%2f..%2fsecret.js'],
    ['a hidden file', '/_next/static/chunks/.secret.js'],
    ['an empty segment', '/_next/static//chunks/app-3f9a1c.js'],
    ['a malformed escape', '/_next/static/chunks/app-%E0%A4%A.js'],
    ['an unknown file type (a font)', '/_next/static/media/inter-latin.woff2'],
    ['a missing file', '/_next/static/chunks/nowhere.js'],
    ['a path outside /_next/static/', '/_next/image?url=x'],
  ])('%s', async (_, url) => {
    const res = await server.request(url, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['x-answered-by']).toBe('next');
    expect(res.body.toString()).toBe('from next');
  });

  it('a Range request', async () => {
    const res = await server.request(JS_URL, { headers: { range: 'bytes=0-9' } });
    expect(res.headers['x-answered-by']).toBe('next');
  });

  it('a POST', async () => {
    const res = await server.request(JS_URL, { method: 'POST' });
    expect(res.headers['x-answered-by']).toBe('next');
  });

  it('does not remember a missing file: once it appears it is served', async () => {
    const url = '/_next/static/chunks/late-5e6f.js';
    expect((await server.request(url)).headers['x-answered-by']).toBe('next');
    put('static/chunks/late-5e6f.js', 'console.log("late");');
    const res = await server.request(url);
    expect(res.status).toBe(200);
    expect(res.headers['x-answered-by']).toBeUndefined();
    expect(res.body.toString()).toBe('console.log("late");');
  });
});

describe('warm', () => {
  it('compresses every file it would serve ahead of the first request, and only those', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-warm-'));
    try {
      for (const [file, bytes] of [
        ['chunks/app-3f9a1c.js', JS],
        ['chunks/pages/home-9c8d.js', JS],
        ['css/app-77b2e0.css', CSS],
        ['media/inter-latin.woff2', FONT],
        ['chunks/.secret.js', JS],
      ] as const) {
        fs.mkdirSync(path.dirname(path.join(own, file)), { recursive: true });
        fs.writeFileSync(path.join(own, file), bytes);
      }
      const { serveStatic, warm } = createStaticAssets(own);
      expect(await warm()).toBe(3); // the .js and .css files; not the font, not the hidden file
      const warmed = await startTestServer((req, res) => void serveStatic(req, res));
      try {
        const res = await warmed.request('/_next/static/chunks/pages/home-9c8d.js', {
          headers: { 'accept-encoding': 'br' },
        });
        expect(zlib.brotliDecompressSync(res.body).equals(JS)).toBe(true);
      } finally {
        await warmed.close();
      }
    } finally {
      fs.rmSync(own, { recursive: true, force: true });
    }
  });

  it('finds nothing in a folder that is not there, without failing', async () => {
    expect(await createStaticAssets(path.join(dir, 'no-such-folder')).warm()).toBe(0);
  });
});
