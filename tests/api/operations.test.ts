import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { getDb } from '@/server/db';
import { enqueueSms } from '@/server/notifications/enqueue-sms';
import { deliverDueMessages } from '@/server/notifications/deliver-due-messages';
import { startOutboxWorker } from '@/server/notifications/outbox-worker';
import { checkReadiness } from '@/server/observability/readiness';
import { markDraining } from '@/server/observability/lifecycle';
import { setLogSink } from '@/server/security/safe-log';
import { nextMobile } from '@tests/factories/users';
import { api, xsrfHeaders } from '@tests/setup/test-app';

const lines: string[] = [];
let stopWorker: (() => Promise<void>) | undefined;

beforeEach(() => {
  lines.length = 0;
  setLogSink((line) => lines.push(line));
});
afterEach(async () => {
  setLogSink(null);
  await stopWorker?.();
  stopWorker = undefined;
});

describe('GET /healthz', () => {
  it('answers 200 {status: ok}, never cached, and writes no log line', async () => {
    const { res, body } = await api('/healthz');
    expect(res.status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(lines).toEqual([]);
  });
});

describe('GET /readyz', () => {
  it('is ready when the database answers, the migrations are applied and the outbox worker runs', async () => {
    stopWorker = startOutboxWorker({ intervalMs: 60_000 });
    const { res, body } = await api('/readyz');
    expect(res.status).toBe(200);
    expect(body).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', outbox: 'ok', shutdown: 'ok' },
    });
  });

  it('answers 503 naming the outbox worker when it does not run', async () => {
    const { res, body } = await api('/readyz');
    expect(res.status).toBe(503);
    expect(body.status).toBe('not ready');
    expect(body.checks).toMatchObject({ database: 'ok', migrations: 'ok' });
    expect(body.checks.outbox).toMatch(/^stopped/);
  });

  it('names an unreachable database and migrations the database lacks', async () => {
    const away = await checkReadiness({
      db: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
      outboxRunning: () => true,
      draining: () => false,
    });
    expect(away.ready).toBe(false);
    expect(away.checks.database).toBe('unreachable: connect ECONNREFUSED 127.0.0.1:5432');
    const behind = await checkReadiness({
      db: getDb,
      outboxRunning: () => true,
      draining: () => false,
      latestMigration: () => Date.now() + 86_400_000, // code newer than anything applied
    });
    expect(behind.ready).toBe(false);
    expect(behind.checks.database).toBe('ok');
    expect(behind.checks.migrations).toMatch(/^pending/);
  });

  it('a database that never answers is reported within the probe timeout', async () => {
    const hung = await checkReadiness({
      db: () => new Promise(() => {}),
      outboxRunning: () => true,
      draining: () => false,
      timeoutMs: 50,
    });
    expect(hung.checks.database).toMatch(/^unreachable: no answer within 50 ms/);
  });

  it('turns 503 once the process is shutting down', async () => {
    const before = await checkReadiness({ db: getDb, outboxRunning: () => true });
    expect(before.checks.shutdown).toBe('ok');
    const flag = globalThis as { __partsmallDraining?: boolean };
    markDraining();
    try {
      const after = await checkReadiness({ db: getDb, outboxRunning: () => true });
      expect(after.ready).toBe(false);
      expect(after.checks.shutdown).toMatch(/^draining/);
    } finally {
      flag.__partsmallDraining = false;
    }
  });
});

describe('request ids', () => {
  it('every answer carries a new X-Request-Id; one a client sends is not taken without TRUST_PROXY', async () => {
    const a = await api('/api/cate');
    const b = await api('/api/cate', { headers: { 'x-request-id': 'client-chosen-id-123' } });
    const idA = a.res.headers.get('x-request-id');
    const idB = b.res.headers.get('x-request-id');
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idB).toMatch(/^[0-9a-f-]{36}$/);
    expect(idA).not.toBe(idB);
  });

  it('behind a trusted proxy its X-Request-Id is kept when it has the shape of an id, replaced otherwise', async () => {
    const original = env.TRUST_PROXY;
    env.TRUST_PROXY = true;
    try {
      const nginx = await api('/api/cate', { headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' } });
      expect(nginx.res.headers.get('x-request-id')).toBe('0123456789abcdef0123456789abcdef');
      for (const bad of ['<script>alert(1)</script>', 'short', 'a'.repeat(200), 'two words here']) {
        const { res } = await api('/api/cate', { headers: { 'x-request-id': bad } });
        expect(res.headers.get('x-request-id'), bad).toMatch(/^[0-9a-f-]{36}$/);
      }
    } finally {
      env.TRUST_PROXY = original;
    }
  });

  it('every line logged while a request runs names its id', async () => {
    const headers = await xsrfHeaders();
    lines.length = 0;
    const { res } = await api('/api/login', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ username: nextMobile(), password: 'Wrong-password-1' }),
    });
    const id = res.headers.get('x-request-id');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((e) => e.event)).toContain('login.failed');
    for (const entry of entries) expect(entry.requestId).toBe(id);
    // Structured: level, ISO time and the event name on every line.
    for (const entry of entries) {
      expect(entry).toMatchObject({ level: 'info' });
      expect(String(entry.time)).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
  });
});

describe('GET /metrics', () => {
  const TOKEN = 'metrics-token-for-tests-0123456789';

  function withToken<T>(fn: () => Promise<T>): Promise<T> {
    const original = env.METRICS_TOKEN;
    env.METRICS_TOKEN = TOKEN;
    return fn().finally(() => {
      env.METRICS_TOKEN = original;
    });
  }

  it('answers 404 when METRICS_TOKEN is not set, whatever the caller sends', async () => {
    expect(env.METRICS_TOKEN).toBeUndefined();
    const { res } = await api('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it('answers 401 without the right bearer token', () =>
    withToken(async () => {
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
        const { res, text } = await api('/metrics', { headers: authorization ? { authorization } : {} });
        expect(res.status, authorization).toBe(401);
        expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect(text).not.toContain('partsmall_');
      }
    }));

  it('counts requests by route pattern (never the raw URL), and reports outbox backlog, failures and sends', () =>
    withToken(async () => {
      const db = await getDb();
      await db.execute(sql`TRUNCATE outbox RESTART IDENTITY`);
      await api('/api/products/999999999?lang=en');
      await api('/api/no/such/path');
      await enqueueSms(db, { mobile: '13812341234', template: 'verificationCode', params: { code: '123456' }, lang: 'zh' });
      await deliverDueMessages(db);
      await enqueueSms(db, { mobile: '13812341235', template: 'verificationCode', params: { code: '654321' }, lang: 'zh' });
      await db.execute(sql`INSERT INTO outbox (channel, payload, status, next_attempt_at, created_at)
        VALUES ('chatbot', '{}'::jsonb, 'dead', now(), now())`);

      const { res, text } = await api('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(text).toMatch(/partsmall_http_requests_total\{method="GET",route="\/api\/products\/:skuCode",status="404"\} [1-9]/);
      expect(text).toMatch(/partsmall_http_requests_total\{method="GET",route="unmatched",status="404"\} [1-9]/);
      // The raw path never becomes a label (a float sum may hold any digits, so look for the path).
      expect(text).not.toContain('/api/products/999999999');
      expect(text).not.toContain('/api/no/such/path');
      expect(text).toMatch(/partsmall_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/products\/:skuCode"\}/);
      expect(text).toMatch(/partsmall_outbox_messages\{channel="sms",status="pending"\} 1\b/);
      expect(text).toMatch(/partsmall_outbox_messages\{channel="chatbot",status="dead"\} 1\b/);
      expect(text).toMatch(/partsmall_outbox_deliveries_total\{channel="sms",result="sent"\} [1-9]/);
      expect(text).toMatch(/process_resident_memory_bytes \d+/);
      // The probes and metrics are not logged.
      expect(lines.filter((line) => line.includes('/metrics'))).toEqual([]);
    }));

  it('the probes are in the OpenAPI document', async () => {
    const { body } = await api('/api/openapi.json');
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/metrics']));
  });
});
