import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { getDb } from '@/server/db';
import type { ApiApp } from '@/server/api/api-holder';
import type { AppEnv } from '@/server/api/context';
import { requestIp } from '@/server/api/middleware/auth';
import { createApiListener } from '@/server/api/node-listener';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';
import { testApp } from '@tests/setup/test-app';

/**
 * The production server's /api path (scripts/serve.ts): the Hono app on a real socket through
 * createApiListener (@hono/node-server). Cached answers go out whole, gzipped when accepted.
 */
let server: http.Server;
let base = '';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  await seedKnownCatalogue(await getDb());
  server = http.createServer(createApiListener(testApp()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the API on its own socket', () => {
  it('sends a cached answer whole, with its length, validator, coding choice and the visitor cookie', async () => {
    const res = await raw('/api/cate');
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(JSON.parse(res.body.toString('utf8')).data.map((n: { cid: string }) => n.cid)).toEqual([
      '13',
      '10',
      '08',
    ]);
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['set-cookie']?.[0]).toMatch(/^XSRF-TOKEN=/);
    expect(res.headers['cache-control']).toBe('private, max-age=60, stale-while-revalidate=300');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('gzips when accepted, under its own validator, and the bytes decode to the same answer', async () => {
    const plain = await raw('/api/products?cid=10&pageSize=5');
    const gzipped = await raw('/api/products?cid=10&pageSize=5', { 'Accept-Encoding': 'gzip, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(`${plain.headers.etag!.slice(0, -1)}-gzip"`);
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(
      (await raw('/api/cate', { 'Accept-Encoding': 'gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined();
    // Either validator revalidates.
    const again = await raw('/api/products?cid=10&pageSize=5', { 'If-None-Match': gzipped.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await raw('/api/cate', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(res.headers.etag).toMatch(/^"/);
  });

  it('passes uncached answers and errors through unchanged', async () => {
    const missing = await raw('/api/products/NOPE-1');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString('utf8')).status).toBe(404000);
    const refused = await raw('/api/info');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const regions = await raw('/proxy/amap/', { 'Accept-Encoding': 'gzip' });
    expect(regions.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(regions.body).toString('utf8')).status).toBe('1');
  });
});

describe('the client address where the API owns the socket', () => {
  it("ignores the caller's X-Forwarded-For even when our server says it stamps that header", async () => {
    const ipApp = new Hono<AppEnv>().get('/ip', (c) => c.text(requestIp(c)));
    const ipServer = http.createServer(createApiListener(ipApp as unknown as ApiApp));
    await new Promise<void>((resolve) => ipServer.listen(0, '127.0.0.1', resolve));
    const { port } = ipServer.address() as AddressInfo;
    const stamps = env.SERVER_STAMPS_CLIENT_IP;
    env.SERVER_STAMPS_CLIENT_IP = true;
    try {
      const spoofed = { 'X-Forwarded-For': '203.0.113.9', 'X-Real-IP': '203.0.113.10' };
      const answer = await new Promise<string>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/ip`, { headers: spoofed }, (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve(text));
          })
          .on('error', reject);
      });
      expect(answer).toBe('127.0.0.1');
      // Behind Next there is no socket: the header our server stamped is the address.
      expect(
        await (await ipApp.request('/ip', { headers: { 'X-Forwarded-For': '198.51.100.4' } })).text(),
      ).toBe('198.51.100.4');
    } finally {
      env.SERVER_STAMPS_CLIENT_IP = stamps;
      await new Promise<void>((resolve) => ipServer.close(() => resolve()));
    }
  });
});
