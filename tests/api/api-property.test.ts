import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { startOutboxWorker } from '@/server/notifications/outbox-worker';
import { seedPlans } from '@tests/factories/membership';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';
import { api, testApp, xsrfHeaders } from '@tests/setup/test-app';
import { createUser, GOOD_PASSWORD, resetAccountState, send, signIn, type Session } from '@tests/factories/users';
import { writeExampleContext, writeExamples, type WriteExample, type WriteExampleContext } from '@tests/setup/write-examples';

/*
 * No 5xx, over the whole surface: random methods, content types, headers and bodies sent to every
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
        // The region proxy speaks AMap's own shape, the document is the document.
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

/*
 * Every write endpoint of the OpenAPI document, sent hostile bodies and query strings by a
 * visitor, a signed-in buyer or a forged token that aim at ANOTHER buyer's records (their ids, order
 * number, mobile, SKUs in the body, the path and the query), never answers 5xx and never changes one
 * row of that other buyer: every table with a user_id (found at run time, so new tables join), their
 * inquiries' lines and their user row are compared before and after each request. Operators are left
 * out: changing buyers' records is their job. Fixed seed (FC_SEED overrides); a failure prints it with
 * the shrunk request.
 */
describe('every write endpoint, hostile bodies aimed at another buyer — property', () => {
  type Victim = Session & {
    id: number;
    mobile: string;
    inquiryId: number;
    titleId: number;
    orderSn: string;
    favouriteId: number;
  };
  let victim: Victim;
  let writes: Operation[];
  let snapshotSql: ReturnType<typeof sql>;
  const SEED = Number(process.env.FC_SEED || 20261124);

  async function victimSnapshot(): Promise<Record<string, unknown>> {
    const rows = (await (await getDb()).execute(snapshotSql)) as unknown as { rows: Record<string, unknown>[] };
    return rows.rows[0]!;
  }

  beforeAll(async () => {
    const db = await getDb();
    const plans = await seedPlans(db);
    const user = await createUser(db);
    const session = await signIn(user.mobile, GOOD_PASSWORD);
    // The victim's own records, made the way a buyer makes them.
    const ok = (r: { body: { status: number; data: unknown } }, what: string) => {
      if (r.body.status !== 200) throw new Error(`victim setup, ${what}: ${JSON.stringify(r.body)}`);
      return r.body.data as Record<string, unknown>;
    };
    const inquiry = ok(
      await send('/api/inquiry', 'POST', { ...session.headers, 'idempotency-key': 'victim-inquiry-1' }, {
        ...examples['POST /api/inquiry']!.body,
        lines: [{ product: 'PAD-001', quantity: 10 }],
      }),
      'inquiry',
    );
    ok(await send('/api/inquiry/basket/PAD-002', 'PUT', session.headers, { quantity: 10 }), 'basket');
    const title = ok(await send('/api/invoice/title/add', 'POST', session.headers, examples['POST /api/invoice/title/add']!.body), 'invoice title');
    const order = ok(await send(`/api/ums/c2b?vipId=${plans.annual.id}&orderType=1`, 'GET', session.headers), 'order');
    const favouriteId = ((await db.execute(sql`SELECT id FROM products ORDER BY id LIMIT 1`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
    ok(await send(`/api/favorite/${favouriteId}`, 'POST', session.headers), 'favourite');
    victim = {
      ...session,
      id: user.id,
      mobile: user.mobile,
      inquiryId: Number(inquiry.id),
      titleId: Number(title.id),
      orderSn: String(order.order_sn),
      favouriteId,
    };

    const owned = (await db.execute(
      sql`SELECT DISTINCT table_name AS name, column_name AS col FROM information_schema.columns
          WHERE table_schema = current_schema() AND column_name IN ('user_id', 'inquiry_id') ORDER BY 1`,
    )) as unknown as { rows: { name: string; col: string }[] };
    const parts = owned.rows.map(({ name, col }) => {
      const where = col === 'user_id' ? sql`user_id = ${victim.id}` : sql`inquiry_id IN (SELECT id FROM inquiries WHERE user_id = ${victim.id})`;
      return sql`(SELECT coalesce(json_agg(x ORDER BY x::text), '[]'::json) FROM ${sql.identifier(name)} x WHERE ${where}) AS ${sql.identifier(`${name}.${col}`)}`;
    });
    parts.push(sql`(SELECT row_to_json(u) FROM users u WHERE u.id = ${victim.id}) AS victim_user`);
    snapshotSql = sql`SELECT ${sql.join(parts, sql`, `)}`;
    expect(owned.rows.map((r) => r.name)).toEqual(expect.arrayContaining(['inquiries', 'inquiry_lines', 'favorites', 'invoice_titles', 'membership_orders', 'sessions']));

    writes = operations.filter((op) => !['GET', 'HEAD', 'OPTIONS'].includes(op.method));
  });

  it('never answers 5xx and never changes another buyer’s rows', async () => {
    expect(writes.length).toBeGreaterThanOrEqual(20);
    const before = await victimSnapshot();
    // Every filled-in record of the victim is really in the snapshot (a guard against comparing nothing).
    const text = JSON.stringify(before);
    for (const needle of [victim.orderSn, `"id":${victim.inquiryId}`, `"id":${victim.titleId}`, `"product_id":${victim.favouriteId}`, '"inquiry_lines.inquiry_id":[{']) {
      expect(text).toContain(needle);
    }

    const victimIds = fc.constantFrom(victim.id, victim.inquiryId, victim.titleId, victim.favouriteId, victim.orderSn, victim.mobile, 'PAD-001', 'PAD-002');
    const hostileScalar = fc.oneof(
      victimIds,
      fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, 1e308, -0, 0.5, NaN, '', ' ', 'null', "' OR '1'='1", '"; DROP TABLE users; --', '../../etc/passwd', '%00', '\u0000', '\u202e', '<script>', 'a'.repeat(10_000), '１２３', true, null),
      fc.string({ maxLength: 40 }),
      fc.integer(),
    );
    const hostileExtras = fc.dictionary(
      fc.constantFrom('userId', 'user_id', 'id', 'ids', 'uid', 'owner', 'mobile', 'username', 'titleId', 'orderSn', 'sn', 'inquiryId', 'role', 'status', '__proto__', 'constructor'),
      fc.oneof(hostileScalar, fc.array(victimIds, { maxLength: 3 }), fc.constant({ $ne: null })),
      { maxKeys: 4 },
    );
    const writeRequest = fc.record({
      operation: fc.nat(),
      who: fc.constantFrom('visitor', 'buyer', 'garbage-token'),
      param: fc.oneof({ arbitrary: victimIds, weight: 3 }, { arbitrary: fc.constantFrom(...PARAM_VALUES), weight: 1 }),
      base: fc.constantFrom('example', 'example', 'empty', 'random'),
      random: fc.jsonValue({ maxDepth: 3 }),
      mutate: fc.boolean(),
      leaf: fc.nat(),
      leafValue: hostileScalar,
      extras: hostileExtras,
      query: fc.array(fc.tuple(fc.constantFrom('userId', 'id', 'uid', 'sn', 'lang', 'site', 'page', 'ids', 'vipId', 'mobile'), fc.oneof(victimIds, fc.string({ maxLength: 12 }))), { maxLength: 4 }),
    });

    await fc.assert(
      fc.asyncProperty(writeRequest, async (r) => {
        const op = writes[r.operation % writes.length]!;
        const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(r.param)));
        // Signing out or changing the password would end the shared buyer session the other runs use.
        const who = r.who === 'buyer' && ['/api/logout', '/api/user/password'].includes(op.path) ? 'garbage-token' : r.who;
        const headers = { ...headersFor(who, 'valid'), 'content-type': 'application/json' };
        const example = examples[`${op.method} ${op.path}`];
        let body: unknown = r.base === 'example' && example ? example.body : r.base === 'random' ? r.random : {};
        if (body && typeof body === 'object' && !Array.isArray(body)) {
          const leaves = stringAndNumberPaths(body);
          if (r.mutate && leaves.length > 0) body = setAt(body, leaves[r.leaf % leaves.length]!, r.leafValue);
          body = { ...(body as Record<string, unknown>), ...r.extras };
        }
        const query = new URLSearchParams(r.query.map(([k, v]) => [k, String(v)])).toString();
        const url = `${path}${query ? `?${query}` : ''}`;
        const res = await testApp().request(url, { method: op.method, headers, body: JSON.stringify(body) });
        const text = await res.text();
        expect(res.status, `${op.method} ${url} as ${who}: ${text.slice(0, 300)}`).toBeLessThan(500);
        expect(await victimSnapshot(), `${op.method} ${url} as ${who} changed the victim's rows`).toEqual(before);
      }),
      { numRuns: Number(process.env.FC_RUNS || 300), seed: SEED, endOnFailure: true },
    );
  }, 180_000);

  it('the full sweep: each write endpoint × each of the victim’s ids × visitor and buyer, with the valid example body', async () => {
    const before = await victimSnapshot();
    const ids = [victim.id, victim.inquiryId, victim.titleId, victim.favouriteId, victim.orderSn, victim.mobile, 'PAD-001'];
    for (const op of writes) {
      const example = examples[`${op.method} ${op.path}`];
      const params = op.path.includes('{') ? ids : [null];
      for (const who of ['visitor', 'buyer'] as const) {
        if (who === 'buyer' && ['/api/logout', '/api/user/password'].includes(op.path)) continue;
        for (const [param, withExtras] of params.flatMap((p) => [[p, false], [p, true]] as const)) {
          const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(param)));
          // The example as it is (passes validation), and with the victim's ids added to the body.
          const extras = { userId: victim.id, id: param ?? victim.id, ids: [victim.inquiryId], titleId: victim.titleId, orderSn: victim.orderSn };
          const body = { ...(example?.body ?? {}), ...(withExtras ? extras : {}) };
          const url = withExtras ? `${path}?userId=${victim.id}&sn=${victim.orderSn}` : path;
          const res = await testApp().request(url, {
            method: op.method,
            headers: { ...headersFor(who, 'valid'), ...(example?.headers ?? {}), 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          expect(res.status, `${op.method} ${url} as ${who}: ${(await res.text()).slice(0, 300)}`).toBeLessThan(500);
        }
      }
      expect(await victimSnapshot(), `${op.method} ${op.path} changed the victim's rows`).toEqual(before);
    }
  }, 120_000);
});

/** Paths to every string and number leaf of a JSON value. */
function stringAndNumberPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value === 'string' || typeof value === 'number') return [prefix];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringAndNumberPaths(item, [...prefix, String(i)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringAndNumberPaths(v, [...prefix, k]));
  return [];
}

function setAt(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return value.map((item, i) => (String(i) === head ? setAt(item, rest, leaf) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: setAt(record[head], rest, leaf) };
}
