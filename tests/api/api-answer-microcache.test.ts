import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { createApiListener } from '@/server/api/node-listener';
import { createApiAnswerMicrocache } from '@/server/http/api-answer-microcache';
import { metrics } from '@/server/observability/metrics';
import { withRequestScope } from '@/server/observability/access-log';
import { createUser, signIn } from '@tests/factories/users';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';
import { startTestServer, type RawResponse, type TestServer } from '@tests/setup/http-test-server';
import { testApp } from '@tests/setup/test-app';

/**
 * The production server's microcache for public API answers (scripts/serve.ts, docs/decisions/0055),
 * in front of the real API on a real socket, as serve.ts assembles them: reused answers reach only
 * callers whose answer could not differ, and carry nobody's cookie, session or price list.
 */
let server: TestServer;
let clock = 0;
const cache = createApiAnswerMicrocache({ ttlMs: 1000, maxBytes: 1024 * 1024, now: () => clock });

const json = (res: RawResponse) => JSON.parse(res.body.toString('utf8')) as { status: number; data: unknown };
const setCookies = (res: RawResponse) => res.headers['set-cookie'] ?? [];

let visitorCookie = '';

beforeAll(async () => {
  await seedKnownCatalogue(await getDb());
  const api = createApiListener(testApp());
  server = await startTestServer(withRequestScope((req, res) => cache.handle(req, res, api), { trustIncomingId: false }));
  // A visitor's first call hands out the XSRF cookie; a browser sends it back from then on.
  const first = await server.request('/api/cate');
  const cookie = setCookies(first).find((c) => c.startsWith('XSRF-TOKEN='));
  visitorCookie = cookie!.split(';')[0]!;
});
afterAll(async () => {
  cache.close();
  await server.close();
});

describe('the API answer microcache', () => {
  it('reuses a public answer for a visitor holding the XSRF cookie, byte for byte, with a request id of its own', async () => {
    clock += 10_000;
    const path = '/api/products?cid=10&pageSize=5&site=us&lang=en';
    const first = await server.request(path, { headers: { cookie: visitorCookie } });
    const second = await server.request(path, { headers: { cookie: visitorCookie } });
    expect(first.headers['x-api-cache']).toBe('MISS');
    expect(second.headers['x-api-cache']).toBe('HIT');
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(setCookies(second)).toEqual([]);
    expect(second.headers['x-request-id']).toBeTruthy();
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // A validator the client holds is answered with 304 from the kept answer.
    const revalidated = await server.request(path, { headers: { cookie: visitorCookie, 'if-none-match': first.headers.etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('counts a reused answer under the API route that produced it', async () => {
    clock += 10_000;
    const counted = async () =>
      (await metrics().registry.getSingleMetricAsString('partsmall_http_requests_total'))
        .split('\n')
        .filter((line) => line.includes('route="/api/cate"') && line.includes('status="200"'))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    const before = await counted();
    await server.request('/api/cate?lang=en', { headers: { cookie: visitorCookie } });
    const hit = await server.request('/api/cate?lang=en', { headers: { cookie: visitorCookie } });
    expect(hit.headers['x-api-cache']).toBe('HIT');
    // The close handler that counts runs after the client has the answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await counted()).toBe(before + 2);
  });

  it('never reuses for a caller without the cookie: each still gets a cookie of its own', async () => {
    clock += 10_000;
    const cookies = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const res = await server.request('/api/cate?lang=zh');
      expect(res.headers['x-api-cache']).toBeUndefined();
      const cookie = setCookies(res).find((c) => c.startsWith('XSRF-TOKEN='));
      expect(cookie).toBeDefined();
      cookies.add(cookie!);
    }
    expect(cookies.size).toBe(3);
    // A malformed or doubled cookie is not the issued shape: no reuse either.
    for (const cookie of ['XSRF-TOKEN=forged', `${visitorCookie}; ${visitorCookie}`]) {
      const res = await server.request('/api/cate?lang=zh', { headers: { cookie } });
      expect(res.headers['x-api-cache']).toBeUndefined();
    }
  });

  it('never reuses for a signed-in caller, and never hands a buyer’s answer to anyone', async () => {
    clock += 10_000;
    const buyer = await createUser(await getDb());
    const session = await signIn(buyer.mobile, buyer.password!);
    const path = '/api/products/PAD-001?site=de&lang=en';
    const mine = await server.request(path, { headers: session.headers });
    const again = await server.request(path, { headers: session.headers });
    expect(mine.headers['x-api-cache']).toBeUndefined();
    expect(again.headers['x-api-cache']).toBeUndefined();
    // The visitor asking for the same URL is served by the API (nothing was kept from the buyer's).
    const visitor = await server.request(path, { headers: { cookie: visitorCookie } });
    expect(visitor.headers['x-api-cache']).toBe('MISS');
    expect(visitor.body.toString('utf8')).not.toContain(session.token);
  });

  it('keeps each site’s price list apart: the URL is the key', async () => {
    clock += 10_000;
    // The cards show no price, but the order follows the site's currency (its cheapest pad differs).
    const cheapest = async (site: string) => {
      const res = await server.request(`/api/products?cid=1003&sort=price_asc&pageSize=1&site=${site}&lang=en`, {
        headers: { cookie: visitorCookie },
      });
      return (json(res).data as { items: { skuCode: string }[] }).items[0]!.skuCode;
    };
    for (let round = 0; round < 2; round += 1) {
      expect(await cheapest('us')).toBe('PAD-000');
      expect(await cheapest('de')).toBe('DETAIL-1');
    }
  });

  it('keeps no error, and no answer past its time or a catalogue change', async () => {
    clock += 10_000;
    const missing = '/api/products/NO-SUCH-SKU?site=us&lang=en';
    await server.request(missing, { headers: { cookie: visitorCookie } });
    expect((await server.request(missing, { headers: { cookie: visitorCookie } })).headers['x-api-cache']).toBe('MISS');

    const path = '/api/cate?site=us&lang=en&expiry=1';
    await server.request(path, { headers: { cookie: visitorCookie } });
    clock += 999;
    expect((await server.request(path, { headers: { cookie: visitorCookie } })).headers['x-api-cache']).toBe('HIT');
    clock += 1;
    expect((await server.request(path, { headers: { cookie: visitorCookie } })).headers['x-api-cache']).toBe('MISS');
    cache.dropWhere(() => true);
    expect((await server.request(path, { headers: { cookie: visitorCookie } })).headers['x-api-cache']).toBe('MISS');
  });
});

