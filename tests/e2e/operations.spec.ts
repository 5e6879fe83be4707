import { request } from '@playwright/test';
import { expect, firstSku, test } from './fixtures';

/*
 * The production server's probes and request ids (docs/decisions/0041), as a load balancer and a
 * buyer's browser meet them: scripts/serve.ts hands /healthz, /readyz and /metrics to the API app.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('the probes answer on the storefront server; /metrics is closed without METRICS_TOKEN', async ({ baseURL }) => {
  const lb = await request.newContext({ baseURL });
  const health = await lb.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await lb.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({
    status: 'ready',
    checks: { database: 'ok', migrations: 'ok', outbox: 'ok', shutdown: 'ok' },
  });
  expect((await lb.get('/metrics')).status()).toBe(404);
});

test('every answer carries its own request id, a cached page answer too', async ({ page, baseURL }) => {
  const path = `/en/product/${await firstSku(page)}`;
  // A visitor whose preferences are set (no cookie to hand out): their page answer is shareable.
  const cookie = `user-preferences=${encodeURIComponent(JSON.stringify({ region: 'us', language: 'en' }))}`;
  const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { cookie } });
  const first = await visitor.get(path);
  const again = await visitor.get(path);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  const ids = [first, again].map((res) => res.headers()['x-request-id']);
  for (const id of ids) expect(id).toMatch(UUID);
  expect(ids[0]).not.toBe(ids[1]);
  expect(again.headers()['server-timing']).toBe(`rid;desc="${ids[1]}"`);
  // A caller cannot choose its id (no TRUST_PROXY here).
  const api = await visitor.get('/api/cate', { headers: { 'x-request-id': 'chosen-by-the-caller' } });
  expect(api.headers()['x-request-id']).toMatch(UUID);
});
