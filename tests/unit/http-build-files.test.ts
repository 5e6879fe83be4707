import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressBuildFiles } from '../../scripts/compress-static';
import { createBuildFiles, IMMUTABLE } from '@/server/http/build-files';

/**
 * The production server's build files (src/server/http/build-files.ts, sirv) over the copies the
 * build's postbuild step wrote (scripts/compress-static.ts), on a real socket: what a browser gets.
 */
let dir = '';
let server: http.Server;
let base = '';
const fellThrough: string[] = [];
const script = 'console.log("a hashed chunk");\n'.repeat(200);

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    // The path as written (a URL string would have its dot segments resolved before sending).
    const { hostname, port } = new URL(base);
    const req = http.request({ hostname, port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-files-'));
  fs.mkdirSync(path.join(dir, 'chunks'));
  fs.writeFileSync(path.join(dir, 'chunks', 'main-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'chunks', 'font-abc123.woff2'), Buffer.from([0, 1, 2, 3]));
  expect(await compressBuildFiles(dir)).toBe(1); // the script; fonts are compressed already
  const files = createBuildFiles(dir);
  server = http.createServer((req, res) =>
    files(req, res, () => {
      fellThrough.push(`${req.method} ${req.url}`);
      res.writeHead(404).end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('build files', () => {
  const file = '/_next/static/chunks/main-abc123.js';

  it('sends the Brotli copy to browsers that take it, cached for a year, with the security headers', async () => {
    const res = await get(file, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.body.length).toBeLessThan(script.length / 10);
  });

  it('sends gzip, or the file itself, to clients that take only that', async () => {
    const gz = await get(file, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get(file);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers a revalidation with 304 and HEAD without a body', async () => {
    const first = await get(file, { 'Accept-Encoding': 'br' });
    const again = await get(file, { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get(file, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves unknown files, other methods, other paths and escapes to Next, with the URL as it came', async () => {
    fellThrough.length = 0;
    expect((await get('/_next/static/chunks/missing.js')).body.toString()).toBe('next');
    expect((await get(file, {}, 'POST')).status).toBe(404);
    expect((await get('/en/product/PM-1')).status).toBe(404);
    expect((await get('/_next/static/../../etc/passwd')).status).toBe(404);
    expect((await get('/_next/static/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    expect(fellThrough).toEqual([
      'GET /_next/static/chunks/missing.js',
      `POST ${file}`,
      'GET /en/product/PM-1',
      'GET /_next/static/../../etc/passwd',
      'GET /_next/static/%2e%2e/%2e%2e/etc/passwd',
    ]);
  });
});
