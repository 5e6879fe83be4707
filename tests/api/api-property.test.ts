import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { startOutboxWorker } from '@/server/notifications/outbox-worker';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';
import { api, testApp, xsrfHeaders } from '@tests/setup/test-app';
import { resetAccountState } from '@tests/factories/users';
import { writeExampleContext, writeExamples, type WriteExample, type WriteExampleContext } from '@tests/setup/write-examples';

/*
 * Row 18 over the whole surface: random methods, content types, headers and bodies sent to every
 * route of the OpenAPI document never produce a 5xx, and every JSON answer is an envelope. New routes
 * join automatically (the document is read at run time).
 */

type Operation = { method: string; path: string };

let operations: Operation[];
let ctx: WriteExampleContext;
let examples: Record<string, WriteExample>;
let visitorXsrf: Record<string, string>;

// A ready instance (its outbox worker runs): otherwise GET /readyz rightly answers 503.
let stopWorker: (() => Promise<void>) | undefined;
afterAll(() => stopWorker?.());

beforeAll(async () => {
  stopWorker = startOutboxWorker({ intervalMs: 3_600_000 });
  await resetAccountState();
  await seedKnownCatalogue(await getDb());
  ctx = await writeExampleContext();
  examples = writeExamples(ctx);
  visitorXsrf = await xsrfHeaders();
  const doc = (await api('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })));
});

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/problem+json',
  'text/plain',
  'text/csv',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'image/png',
  '',
  '\u0000',
  ';;;',
];
const PARAM_VALUES = ['1', '0', '-1', '99999999999999999999', 'abc', 'PM-0000-000001', '..', '%00', '%2e%2e', 'a'.repeat(300), '1e3', ' '];

const body = fc.oneof(
  fc.constant(undefined),
  fc.constant(''),
  fc.json({ maxDepth: 3 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }),
  fc.constantFrom('{"name":"a\\u0000b"}', '{"__proto__":{"x":1}}', '[]', 'null', '{"ids":[' + '1,'.repeat(5000) + '1],"state":500}'),
);

const request = fc.record({
  operation: fc.nat(),
  method: fc.oneof(fc.constant(null), fc.constantFrom(...METHODS)),
  param: fc.oneof(fc.constantFrom(...PARAM_VALUES), fc.string({ maxLength: 20 })),
  contentType: fc.oneof(fc.constantFrom(...CONTENT_TYPES), fc.string({ maxLength: 30 })),
  who: fc.constantFrom('visitor', 'buyer', 'admin', 'garbage-token'),
  xsrf: fc.constantFrom('valid', 'missing', 'mismatched'),
  body,
  useExample: fc.boolean(),
  query: fc.oneof(fc.constant(''), fc.constantFrom('?lang=en', '?lang=xx', '?site=de&lang=zh', '?page=-1', '?keyword=%00'), fc.string({ maxLength: 30 }).map((s) => `?q=${encodeURIComponent(s)}`)),
  origin: fc.oneof(fc.constant(undefined), fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000')),
});

function headersFor(who: string, xsrf: string): Record<string, string> {
  const session = who === 'buyer' ? ctx.buyer.headers : who === 'admin' ? ctx.admin.headers : visitorXsrf;
  const headers: Record<string, string> = {};
  if (who === 'garbage-token') headers.authorization = 'Bearer not-a-token';
  else if (session.authorization) headers.authorization = session.authorization;
  if (xsrf === 'valid') {
    headers.cookie = session.cookie!;
    headers['x-xsrf-token'] = session['x-xsrf-token']!;
  } else if (xsrf === 'mismatched') {
    headers.cookie = session.cookie!;
    headers['x-xsrf-token'] = 'x'.repeat(22) + '.' + 'y'.repeat(43);
  }
  return headers;
}

describe('every route of the OpenAPI document, any request — property', () => {
  it('never answers 5xx; JSON answers are envelopes without internals', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(18);
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const op = operations[r.operation % operations.length]!;
        const method = r.method ?? op.method;
        const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(r.param));
        // Signing out would end the shared sessions the other runs use.
        const who = op.path === '/api/logout' && r.who !== 'visitor' ? 'garbage-token' : r.who;
        const headers = headersFor(who, r.xsrf);
        if (r.contentType) headers['content-type'] = r.contentType.replace(/[\r\n]/g, '');
        if (r.origin) headers.origin = r.origin;
        const example = examples[`${op.method} ${op.path}`];
        let payload: BodyInit | undefined =
          r.useExample && example ? JSON.stringify(example.body) : (r.body as BodyInit | undefined);
        if (method === 'GET' || method === 'HEAD') payload = undefined;
        let res: Response;
        try {
          res = await testApp().request(`${path}${r.query}`, { method, headers, body: payload });
        } catch (err) {
          // Only the test's own Request construction may refuse (an invalid header value).
          if (err instanceof TypeError) return;
          throw err;
        }
        const text = await res.text();
        expect(res.status, `${method} ${path}${r.query} ${headers['content-type'] ?? ''}: ${text.slice(0, 300)}`).toBeLessThan(500);
        // The region proxy speaks AMap's own shape (spec §7), the document is the document.
        if ((res.headers.get('content-type') ?? '').includes('json') && path.startsWith('/api/') && path !== '/api/openapi.json' && method !== 'HEAD') {
          const envelope = JSON.parse(text) as { status: number; msg: string };
          expect(typeof envelope.status).toBe('number');
          expect(typeof envelope.msg).toBe('string');
          expect(text).not.toMatch(/\bat \S+:\d+:\d+|node_modules|stack/);
        }
      }),
      { numRuns: 600 },
    );
  }, 120_000);
});
