import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { STATUS } from '@/contracts/envelope';
import { getDb } from '@/server/db';
import { createApiListener } from '@/server/api/node-listener';
import { setLogSink } from '@/server/security/safe-log';
import { api, testApp, xsrfHeaders } from '@tests/setup/test-app';
import { startTestServer, type TestServer } from '@tests/setup/http-test-server';
import { nextMobile, requestCode, resetAccountState, send } from '@tests/factories/users';
import {
  jsonBodyOperations,
  stringPaths,
  withStringAt,
  writeExampleContext,
  writeExamples,
  type WriteExample,
  type WriteExampleContext,
} from '@tests/setup/write-examples';

let server: TestServer;
let ctx: WriteExampleContext;
let examples: Record<string, WriteExample>;
const logLines: string[] = [];

beforeAll(async () => {
  await resetAccountState();
  ctx = await writeExampleContext();
  examples = writeExamples(ctx);
  server = await startTestServer(createApiListener(testApp() as never));
});
afterAll(() => server.close());
afterEach(() => {
  setLogSink(null);
  logLines.length = 0;
});

/** Rows of a raw query, whichever driver ran it (pg and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function captureLogs() {
  setLogSink((line) => logLines.push(line));
}

/** What a refused request must leave untouched: accounts, codes, queued messages, the audit trail. */
async function fingerprint(): Promise<string> {
  const db = await getDb();
  const parts: string[] = [];
  for (const table of ['users', 'sms_codes', 'outbox', 'audit_log', 'sessions', 'favorites', 'inquiry_basket_items', 'inquiries', 'inquiry_lines', 'inquiry_attachments']) {
    const column = table === 'sessions' ? sql.raw('id, user_id, revoked_at') : sql.raw(`t.*`);
    const result = await db.execute(
      sql`SELECT md5(string_agg(row_text, '|' ORDER BY row_text)) AS digest FROM (SELECT (${column})::text AS row_text FROM ${sql.raw(table)} t) s`,
    );
    parts.push(`${table}:${String(rowsOf<{ digest: string | null }>(result)[0]?.digest ?? 'empty')}`);
  }
  return parts.join(' ');
}

async function headersFor(example: WriteExample): Promise<Record<string, string>> {
  // The buyer API takes its access token alone: no session, no XSRF pair.
  if (example.as === 'apiToken') return { ...ctx.apiToken, ...example.headers };
  const session = example.as === 'buyer' ? ctx.buyer.headers : example.as === 'admin' ? ctx.admin.headers : await xsrfHeaders();
  return { ...session, ...example.headers };
}

/** A raw HTTP/1.1 request on the loopback listener, optionally with a chunked body. */
function wire(
  path: string,
  method: string,
  headers: Record<string, string>,
  body?: string | Buffer,
  chunked = false,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const finalHeaders = { ...headers };
    if (body !== undefined && !chunked) finalHeaders['content-length'] = String(Buffer.byteLength(body));
    if (chunked) finalHeaders['transfer-encoding'] = 'chunked';
    const req = http.request({ hostname: '127.0.0.1', port: server.port, path, method, headers: finalHeaders, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    if (body !== undefined) {
      const bytes = Buffer.from(body);
      if (chunked) {
        // Several chunks, split mid-value, as a streaming client would send them.
        for (let at = 0; at < bytes.length; at += 7) req.write(bytes.subarray(at, at + 7));
      } else req.write(bytes);
    }
    req.end();
  });
}

describe('bodies arrive whatever the framing', () => {
  it('a chunked JSON body is read: sign-in with a wrong password is refused as such, not a 500', async () => {
    const body = JSON.stringify({ username: nextMobile(), password: 'wrong-password' });
    const res = await wire('/api/login?lang=en', 'POST', { ...(await xsrfHeaders()), 'content-type': 'application/json' }, body, true);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).msg).toBe('Wrong mobile number or password.');
  });

  it('a chunked profile update is saved', async () => {
    const example = examples['PUT /api/user/profile']!;
    const body = JSON.stringify({ ...example.body, company: '分块传输汽配公司' });
    const res = await wire('/api/user/profile', 'PUT', { ...ctx.buyer.headers, 'content-type': 'application/json' }, body, true);
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).data.company).toBe('分块传输汽配公司');
  });

  it('a chunked body over 1 MB is refused with 413 and read no further', async () => {
    const body = JSON.stringify({ username: nextMobile(), password: 'x'.repeat(1_200_000) });
    const res = await wire('/api/login?lang=en', 'POST', { ...(await xsrfHeaders()), 'content-type': 'application/json' }, body, true);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).status).toBe(STATUS.PAYLOAD_TOO_LARGE);
  });

  it('bodiless DELETE, OPTIONS and unknown paths answer 4xx/204, never 5xx', async () => {
    const cases: [string, string, Record<string, string>][] = [
      ['/api/info', 'DELETE', ctx.buyer.headers],
      ['/api/nowhere', 'DELETE', await xsrfHeaders()],
      ['/api/nowhere', 'POST', await xsrfHeaders()],
      ['/api/cate', 'OPTIONS', { origin: 'https://evil.example', 'access-control-request-method': 'POST' }],
      ['/api/user/profile', 'OPTIONS', { origin: 'https://evil.example', 'access-control-request-method': 'PUT' }],
      ['/api/login', 'OPTIONS', {}],
      ['/proxy/amap/', 'OPTIONS', {}],
    ];
    for (const [path, method, headers] of cases) {
      const res = await wire(path, method, headers);
      expect(res.status, `${method} ${path}: ${res.body}`).toBeLessThan(500);
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(200);
    }
  });
});

describe('CORS: same-origin only unless configured', () => {
  it('a preflight from an unlisted origin gets no grant', async () => {
    const res = await wire('/api/user/profile', 'OPTIONS', { origin: 'https://evil.example', 'access-control-request-method': 'PUT' });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a listed origin is granted the headers our client sends', async () => {
    const original = env.CORS_ORIGINS;
    env.CORS_ORIGINS = ['https://partner.example'];
    try {
      // The policy reads the list when the app is built.
      const { createApp } = await import('@/server/api/app');
      const res = await createApp().request('/api/user/profile', {
        method: 'OPTIONS',
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'PUT' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      expect(res.headers.get('access-control-allow-headers')).toMatch(/X-XSRF-TOKEN/);
    } finally {
      env.CORS_ORIGINS = original;
    }
  });
});

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  null,
  'application/json; charset=iso-8859-1',
];

describe('a body that is not JSON is refused with 415, translated, and changes nothing', () => {
  it('covers every JSON write endpoint of the OpenAPI document', async () => {
    const doc = (await api('/api/openapi.json')).body;
    const operations = jsonBodyOperations(doc);
    expect(operations.length).toBeGreaterThanOrEqual(7);
    const missing = operations.filter((op) => !examples[op]);
    expect(missing, 'add a valid body for these routes to tests/setup/write-examples.ts').toEqual([]);
  });

  it.each(CONTENT_TYPES.map((type) => [type ?? '(none)', type] as const))('Content-Type %s', async (_label, type) => {
    const doc = (await api('/api/openapi.json')).body;
    for (const op of jsonBodyOperations(doc)) {
      const example = examples[op]!;
      const method = op.split(' ')[0]!;
      const before = await fingerprint();
      for (const lang of ['en', 'zh'] as const) {
        const res = await api(`${example.path}?lang=${lang}`, {
          method,
          headers: { ...(await headersFor(example)), ...(type ? { 'content-type': type } : {}) },
          body: JSON.stringify(example.body),
        });
        expect(res.res.status, `${op} ${type}: ${res.text}`).toBe(415);
        expect(res.body.status).toBe(STATUS.UNSUPPORTED_MEDIA_TYPE);
        expect(res.body.msg).toBe(
          lang === 'en' ? 'Send the request body as JSON (Content-Type: application/json).' : '请求体须为 JSON（Content-Type: application/json）。',
        );
      }
      expect(await fingerprint(), op).toBe(before);
    }
  });

  it('malformed JSON is a 400 and changes nothing', async () => {
    const before = await fingerprint();
    for (const raw of ['{"name":', '{"a":1}}', '\u0000', "{'a':1}", 'null garbage']) {
      const res = await api('/api/user/profile?lang=en', {
        method: 'PUT',
        headers: { ...ctx.buyer.headers, 'content-type': 'application/json' },
        body: raw,
      });
      expect(res.res.status, raw).toBe(400);
      expect(res.body.msg).toBe('The request body is not valid JSON.');
    }
    expect(await fingerprint()).toBe(before);
  });
});

const HOSTILE = {
  NUL: '\u0000',
  ESC: '\u001b[2J',
  BEL: '\u0007',
  DEL: '\u007f',
  C1: '\u0085',
  'bidi override': '\u202e',
  'bidi isolate': '\u2066',
  'hyperlink escape': '\u001b]8;;https://evil.example\u0007x\u001b]8;;\u0007',
};

describe('control characters never reach the database, a log or a terminal', () => {
  // One request and two table digests per text field of every write route: the walk grows with the API,
  // so it has more time than the default 20 s.
  it.each(Object.entries(HOSTILE))('%s in every text field of every write endpoint → 400001 naming the field', async (_name, bad) => {
    const doc = (await api('/api/openapi.json')).body;
    captureLogs();
    let checked = 0;
    for (const op of jsonBodyOperations(doc)) {
      const example = examples[op]!;
      const method = op.split(' ')[0]!;
      for (const field of stringPaths(example.body)) {
        const before = await fingerprint();
        const body = withStringAt(example.body, field, (old) => `${old.slice(0, 1)}${bad}${old.slice(1)}`);
        const res = await send(`${example.path}?lang=en`, method, await headersFor(example), body);
        const where = `${op} ${field.join('.')}`;
        expect(res.res.status, `${where}: ${res.text}`).toBe(400);
        expect(res.body.status, where).toBe(STATUS.VALIDATION_FAILED);
        expect(res.body.errors.map((e: { path: string }) => e.path), where).toContain(field.join('.'));
        expect(await fingerprint(), where).toBe(before);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(25);
    expect(logLines.join('\n')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e\u2066]/);
  }, 60_000);

  it('a free-text field explains the refusal in the request language', async () => {
    const example = examples['PUT /api/user/profile']!;
    for (const [lang, text] of [
      ['en', 'This text contains control or direction-override characters. Please remove them.'],
      ['zh', '内容含有控制字符或文字方向控制符，请删除后重试。'],
    ] as const) {
      const res = await send(`/api/user/profile?lang=${lang}`, 'PUT', ctx.buyer.headers, { ...example.body, name: 'a\u0000b' });
      expect(res.body.errors).toEqual([{ path: 'name', message: text }]);
    }
  });

  it('line breaks stay allowed where text may have several lines, CRLF becoming LF', async () => {
    const reason = 'Licence photo blurred.\r\nPlease\tresend.';
    const res = await send(`/api/admin/users/${ctx.pendingUserId}/reject?lang=en`, 'POST', ctx.admin.headers, { reason });
    expect(res.body.status, res.text).toBe(200);
    const db = await getDb();
    const result = await db.execute(sql`SELECT status_reason FROM users WHERE id = ${ctx.pendingUserId}`);
    expect(rowsOf<{ status_reason: string }>(result)[0]!.status_reason).toBe('Licence photo blurred.\nPlease\tresend.');
  });
});

describe('the SMS code is used up with the registration it authorises, not before', () => {
  function registration(mobile: string, code: string, name = '赵六') {
    return { ...examples['POST /api/reg']!.body, mobile, smsContent: code, name };
  }

  it('a registration refused for its body can be retried with the same code', async () => {
    const mobile = nextMobile();
    const code = await requestCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const refused = await send('/api/reg?lang=en', 'POST', await xsrfHeaders(), registration(mobile, code!, 'a\u0000b'));
    expect(refused.res.status).toBe(400);
    const accepted = await send('/api/reg?lang=en', 'POST', await xsrfHeaders(), registration(mobile, code!));
    expect(accepted.body.status, accepted.text).toBe(200);
  });

  it('a database failure after the code was accepted rolls the code back; the log holds no values', async () => {
    const db = await getDb();
    const mobile = nextMobile();
    const code = await requestCode(mobile);
    // Every new audit row now fails: the registration breaks mid-transaction, after the code was accepted.
    await db.execute(sql`ALTER TABLE audit_log ADD CONSTRAINT test_refuse_inserts CHECK (false) NOT VALID`);
    captureLogs();
    try {
      const failed = await send('/api/reg?lang=en', 'POST', await xsrfHeaders(), registration(mobile, code!, '钱七'));
      expect(failed.res.status).toBe(500);
      expect(failed.body.msg).toBe('Something went wrong on our side. Please try again.');
    } finally {
      await db.execute(sql`ALTER TABLE audit_log DROP CONSTRAINT test_refuse_inserts`);
    }
    const log = logLines.join('\n');
    expect(log).toMatch(/api\.error/);
    expect(log).not.toContain(mobile);
    expect(log).not.toContain('钱七');
    expect(log).not.toMatch(/insert into|params|\bat \S+:\d+:\d+/i);
    const retried = await send('/api/reg?lang=en', 'POST', await xsrfHeaders(), registration(mobile, code!, '钱七'));
    expect(retried.body.status, retried.text).toBe(200);
  });
});

describe('XSRF cookie is Secure when the browser came over HTTPS (row 15)', () => {
  async function xsrfSetCookie(headers: Record<string, string>): Promise<string> {
    const res = await testApp().request('/api/cate', { headers });
    return res.headers.get('set-cookie') ?? '';
  }

  it('through a trusted TLS-terminating proxy', async () => {
    const original = env.TRUST_PROXY;
    env.TRUST_PROXY = true;
    try {
      expect(await xsrfSetCookie({ 'x-forwarded-proto': 'https' })).toMatch(/XSRF-TOKEN=[^;]+;.*Secure/);
      expect(await xsrfSetCookie({ 'x-forwarded-proto': 'http' })).not.toMatch(/Secure/);
    } finally {
      env.TRUST_PROXY = original;
    }
  });

  it('but a client cannot claim HTTPS when no proxy is trusted', async () => {
    const original = env.TRUST_PROXY;
    env.TRUST_PROXY = false;
    try {
      expect(await xsrfSetCookie({ 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/);
    } finally {
      env.TRUST_PROXY = original;
    }
  });

  it('when this server itself was reached over https', async () => {
    const res = await testApp().request('https://shop.example/api/cate');
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
  });
});
