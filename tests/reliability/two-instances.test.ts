import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_UNUSABLE_STATUSES } from '@/contracts/envelope-status';
import { signSandboxBody } from '@/server/payments/sandbox/sandbox-signature';
import { BUYER_PASSWORD, insertBuyer, nextMobile } from './support/buyers';
import { Client } from './support/client';
import { killDuringBurst } from './support/kill-during-burst';
import { startCluster, type Cluster } from './support/cluster';
import { nginxMissingReason } from './support/nginx';
import { pollUntil } from './support/poll';

/*
 * Two app instances on one PostgreSQL behind a local proxy, and kill -9 of an instance
 * during a burst of inquiry creations and payment notifications (support/kill-during-burst.ts, last,
 * on the same instances): the API-only server
 * (src/server/api/serve.ts) twice, nginx in front with deploy/nginx/partsmall.conf. What one instance
 * wrote — a session, an XSRF binding, a rate-limit count, an outbox message, a catalogue change, a
 * payment — holds on the other, and work shared by both (the outbox, duplicate gateway
 * notifications) is done once.
 */
const skip = !process.env.TEST_DATABASE_URL || nginxMissingReason() !== null;
if (skip)
  console.warn(`reliability tests skipped: ${nginxMissingReason() ?? 'TEST_DATABASE_URL is not set'}`);

describe.skipIf(skip)('two API instances on one PostgreSQL behind nginx', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({ label: 'two', kind: 'api' });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  const onFailureShowLogs = async (fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (err) {
      console.error(cluster.logs());
      throw err;
    }
  };

  it('a session and its XSRF binding made on one instance work on the other; signing out on one ends it on both', () =>
    onFailureShowLogs(async () => {
      const buyer = await insertBuyer(cluster.db);
      const [product] = await cluster.db.sql<{ id: number; sku_code: string }>(
        'SELECT id, sku_code FROM products ORDER BY id LIMIT 1',
      );

      const onFirst = cluster.direct(0);
      expect((await onFirst.signIn(buyer.mobile, BUYER_PASSWORD)).json.status).toBe(200);
      const onSecond = onFirst.at(cluster.directBase(1));

      const info = await onSecond.get('/api/info');
      expect(info.json).toMatchObject({ status: 200, data: { mobile: buyer.mobile } });
      // A write on the second instance with the XSRF token the first one bound to the session.
      const saved = await onSecond.request('POST', `/api/favorite/${product!.sku_code}`);
      expect(saved.json.status).toBe(200);
      expect(await cluster.db.sql('SELECT 1 FROM favorites WHERE user_id = $1', [buyer.id])).toHaveLength(1);

      // The same write with another token is refused on either instance, and changes nothing.
      for (const index of [0, 1]) {
        const forged = onFirst.at(cluster.directBase(index));
        const answer = await forged.request('DELETE', `/api/favorite/${product!.sku_code}`, {
          headers: { 'x-xsrf-token': 'forged-token-forged-token-forged' },
          xsrf: false,
        });
        expect(answer.status).toBe(403);
      }
      expect(await cluster.db.sql('SELECT 1 FROM favorites WHERE user_id = $1', [buyer.id])).toHaveLength(1);

      expect((await onSecond.post('/api/logout')).json.status).toBe(200);
      // The instance that ended the session refuses it at once; the other within its SESSION_CACHE_MS
      // (2 s by default: docs/decisions/0072-signed-in-floor.md).
      expect(SESSION_UNUSABLE_STATUSES).toContain((await onSecond.get('/api/info')).json.status);
      await expect
        .poll(async () => SESSION_UNUSABLE_STATUSES.includes((await onFirst.get('/api/info')).json.status), { timeout: 6000, interval: 200 })
        .toBe(true);
    }));

  it('failed sign-ins are counted once for the whole store, whichever instance or path they take', () =>
    onFailureShowLogs(async () => {
      const buyer = await insertBuyer(cluster.db);
      const routes = [cluster.direct(0), cluster.direct(1), cluster.viaProxy(4)];
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const c = routes[i % routes.length]!;
        statuses.push((await c.signIn(buyer.mobile, 'Wrong-Password-1')).json.status);
      }
      expect(statuses).toEqual(Array(10).fill(403000));
      // The 11th try is refused before any password check on every path — even with the right password.
      for (const c of routes) {
        expect((await c.signIn(buyer.mobile, BUYER_PASSWORD)).json.status).toBe(429000);
      }
      const [row] = await cluster.db.sql<{ key: string; blocked: boolean }>(
        'SELECT key, blocked_until > now() AS blocked FROM rate_limits WHERE key = $1',
        [`login-fail:${buyer.mobile}|127.0.0.1`],
      );
      expect(row).toMatchObject({ blocked: true });
    }));

  it("a buyer API token's and its company's calls per minute are counted once for the whole store, with the headers that say so", () =>
    onFailureShowLogs(async () => {
      const buyer = await insertBuyer(cluster.db);
      await cluster.db.sql(
        "UPDATE companies SET membership_level = 3, membership_expires_at = now() + interval '300 days' WHERE id = (SELECT company_id FROM users WHERE id = $1)",
        [buyer.id],
      );
      const owner = cluster.direct(0);
      expect((await owner.signIn(buyer.mobile, BUYER_PASSWORD)).json.status).toBe(200);
      const create = async (name: string) => {
        const answer = await owner.post('/api/company/api-tokens', { name, scopes: ['catalog:read'], expiresInDays: null });
        expect(answer.json.status).toBe(200);
        return answer.json.data.token as string;
      };
      const [first, second] = [await create('ERP'), await create('Shop')];
      const [plan] = await cluster.db.sql<{ token: number; company: number }>(
        'SELECT api_token_per_minute AS token, api_company_per_minute AS company FROM membership_plans WHERE level = 3',
      );
      // Small limits for this company's plan while the test runs (the plan row is what every instance reads).
      await cluster.db.sql('UPDATE membership_plans SET api_token_per_minute = 4, api_company_per_minute = 6 WHERE level = 3');
      try {
        const paths = [cluster.direct(0), cluster.direct(1), cluster.viaProxy(4)];
        const call = (token: string, i: number) =>
          paths[i % paths.length]!.get('/api/v1/categories', { authorization: `Bearer ${token}` });

        const remaining: string[] = [];
        for (let i = 0; i < 4; i += 1) {
          const answer = await call(first, i);
          expect(answer.status).toBe(200);
          expect(answer.headers['ratelimit-limit']).toBe('4');
          remaining.push(String(answer.headers['ratelimit-remaining']));
        }
        expect(remaining).toEqual(['3', '2', '1', '0']);
        // The fifth call of this token is refused on every path, with the wait in seconds.
        for (let i = 0; i < 3; i += 1) {
          const refused = await call(first, i);
          expect(refused.status).toBe(429);
          expect(refused.json.status).toBe(429000);
          expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
          expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
        }
        // The company's other token has what is left of the company's six calls: two (refused calls spent none).
        const other = [await call(second, 1), await call(second, 2), await call(second, 0)];
        expect(other.map((a) => a.status)).toEqual([200, 200, 429]);
        expect(other.map((a) => a.headers['ratelimit-limit'])).toEqual(['6', '6', '6']);
        expect(other[2]!.json.msg).toMatch(/^调用过于频繁，请 \d+ 秒后再试。$/);
        const [usage] = await cluster.db.sql<{ calls: number }>(
          'SELECT sum(calls)::int AS calls FROM api_token_usage u JOIN api_tokens t ON t.id = u.token_id WHERE t.company_id = (SELECT company_id FROM users WHERE id = $1)',
          [buyer.id],
        );
        expect(usage!.calls).toBe(6);
      } finally {
        await cluster.db.sql('UPDATE membership_plans SET api_token_per_minute = $1, api_company_per_minute = $2 WHERE level = 3', [plan!.token, plan!.company]);
      }
    }));

  it('the outbox sends each message once though both instances deliver', () =>
    onFailureShowLogs(async () => {
      const mobiles = Array.from({ length: 20 }, () => nextMobile('137'));
      const smsBefore = cluster.sms.requests.length;
      const botBefore = cluster.bot.requests.length;
      // Codes asked for on alternating instances …
      await Promise.all(
        mobiles.map(async (mobile, i) => {
          const c = cluster.direct(i % 2);
          await c.ensureXsrf();
          const answer = await c.post('/api/send/sms', { username: mobile, issue: 'autopartsContactApply' });
          expect(answer.json.status).toBe(200);
        }),
      );
      const codeOf = (mobile: string) => {
        const sent = cluster.sms.requests.find(
          (r) => r.params.PhoneNumbers === mobile && r.answer.Code === 'OK',
        );
        return sent ? (JSON.parse(sent.params.TemplateParam!) as { code: string }).code : undefined;
      };
      await pollUntil('every code at the carrier', () => mobiles.every((m) => codeOf(m)), {
        timeoutMs: 30_000,
      });

      // … and six applications through the proxy with those codes (each queues a chat-bot message).
      const applicants = mobiles.slice(0, 6);
      for (const mobile of applicants) {
        const c = cluster.viaProxy();
        await c.ensureXsrf();
        const answer = await c.post('/api/reg', {
          mobile,
          smsContent: codeOf(mobile),
          name: '李明',
          operatorGroupName: `广州汽配贸易有限公司${mobile.slice(-3)}`,
          province: '440000',
          city: '440100',
          district: '440106',
        });
        expect(answer.json.status).toBe(200);
      }

      const drained = async () => {
        const rows = await cluster.db.sql<{ pending: number }>(
          "SELECT count(*)::int AS pending FROM outbox WHERE status <> 'sent'",
        );
        return rows[0]!.pending === 0;
      };
      await pollUntil('the outbox drained', drained, { timeoutMs: 30_000 });
      await pollUntil(
        'every chat-bot message posted',
        () => cluster.bot.requests.length - botBefore >= applicants.length,
      );

      // Each message was claimed once (attempts counts claims) and reached the carrier or bot once.
      const rows = await cluster.db.sql<{ channel: string; attempts: number; to: string | null }>(
        "SELECT channel, attempts, payload->>'to' AS to FROM outbox WHERE channel IN ('sms', 'chatbot')",
      );
      expect(rows.filter((r) => r.attempts !== 1)).toEqual([]);
      const smsTo = cluster.sms.requests
        .slice(smsBefore)
        .map((r) => r.params.PhoneNumbers)
        .sort();
      expect(smsTo).toEqual([...mobiles].sort());
      const botTexts = cluster.bot.requests.slice(botBefore).map((r) => JSON.stringify(r.body));
      expect(botTexts).toHaveLength(applicants.length);
      for (const mobile of applicants) {
        const company = `广州汽配贸易有限公司${mobile.slice(-3)}`;
        expect(botTexts.filter((t) => t.includes(company))).toHaveLength(1);
      }
    }));

  it('a catalogue change shows on both instances and through the proxy', () =>
    onFailureShowLogs(async () => {
      const [product] = await cluster.db.sql<{ id: number; sku_code: string; title_en: string }>(
        'SELECT id, sku_code, title_en FROM products ORDER BY id DESC LIMIT 1',
      );
      const path = `/api/products/${product!.sku_code}?lang=en`;
      const readers = [cluster.direct(0), cluster.direct(1), cluster.viaProxy()];
      // Both instances hold the product in their caches …
      for (const c of readers) expect((await c.get(path)).text).toContain(product!.title_en);
      // … when an operator changes it with SQL (no instance is told).
      const title = `Reliability brake disc ${Date.now()}`;
      await cluster.db.sql('UPDATE products SET title_en = $1 WHERE id = $2', [title, product!.id]);
      for (const c of readers) {
        await pollUntil(
          `the new title on ${c === readers[2] ? 'the proxy' : 'an instance'}`,
          async () => (await c.get(path)).text.includes(title),
          {
            timeoutMs: 15_000,
          },
        );
      }
    }));

  it('a paid order activates the membership once, with the gateway notifying both instances repeatedly', () =>
    onFailureShowLogs(async () => {
      const buyer = await insertBuyer(cluster.db);
      const [plan] = await cluster.db.sql<{ id: number; duration_days: number; price_fen: number }>(
        'SELECT id, duration_days, price_fen FROM membership_plans WHERE active = 1 ORDER BY sort_order LIMIT 1',
      );
      const first = cluster.direct(0);
      expect((await first.signIn(buyer.mobile, BUYER_PASSWORD)).json.status).toBe(200);
      const ordered = await first.get(`/api/ums/c2b?vipId=${plan!.id}&orderType=1`);
      expect(ordered.json.status).toBe(200);
      const sn: string = ordered.json.data.order_sn;

      // The buyer presses Pay on the sandbox cashier, served by the other instance: the sandbox gateway
      // queues its signed notification, and whichever worker takes it posts it through the proxy.
      const second = first.at(cluster.directBase(1));
      expect((await second.post(`/api/pay/sandbox/${sn}`, { result: 'success' })).json.status).toBe(200);

      // The gateway also retries on its own: ten more copies, five at each instance, at once.
      const body = JSON.stringify({
        notify_id: `retry-${sn}`,
        notify_time: new Date().toISOString(),
        order_sn: sn,
        trade_no: `SBX${sn}`,
        amount_fen: plan!.price_fen,
        currency: 'CNY',
        outcome: 'success',
      });
      const signature = signSandboxBody(cluster.paySecret, body);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          new Client({ base: cluster.directBase(i % 2) }).request('POST', '/api/pay/notify/sandbox', {
            body,
            headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
          }),
        ),
      );
      expect(answers.map((a) => `${a.status} ${a.text}`)).toEqual(Array(10).fill('200 success'));

      const viaProxy = first.at(`https://127.0.0.1:${cluster.nginx.httpsPort}`);
      const status = await pollUntil('the order paid, seen through the proxy', async () => {
        const c = new Client({
          base: `https://127.0.0.1:${cluster.nginx.httpsPort}`,
          host: 'shop.example.com',
          caFile: cluster.nginx.certFile,
        });
        c.bearer = viaProxy.bearer;
        const answer = await c.get(`/api/ums/c2b/pay/status?sn=${sn}`);
        return answer.json?.data?.state === 'paid' ? answer.json.data : null;
      });
      expect(status.level).toBeGreaterThan(0);
      // The cashier's own notification arrived too (a duplicate by then, or the one that applied).
      await pollUntil('the sandbox notification delivered', async () => {
        const rows = await cluster.db.sql(
          "SELECT 1 FROM outbox WHERE channel = 'paynotify' AND status = 'sent' AND payload->>'orderSn' = $1",
          [sn],
        );
        return rows.length === 1;
      });

      const ledger = await cluster.db.sql(
        'SELECT 1 FROM membership_ledger l JOIN membership_orders o ON o.id = l.order_id WHERE o.order_sn = $1',
        [sn],
      );
      expect(ledger).toHaveLength(1);
      const results = (
        await cluster.db.sql<{ result: string }>(
          'SELECT result FROM payment_notifications WHERE order_sn = $1',
          [sn],
        )
      ).map((r) => r.result);
      expect(results.filter((r) => r === 'applied')).toHaveLength(1);
      // The cashier's and the ten retries (a slow acknowledgement may make the gateway send one more).
      expect(results.length).toBeGreaterThanOrEqual(11);
      // One term, not eleven: the membership ends one plan length after the payment.
      const [user] = await cluster.db.sql<{ days: number }>(
        `SELECT round(extract(epoch FROM (c.membership_expires_at - o.paid_at)) / 86400)::int AS days
           FROM companies c JOIN membership_orders o ON o.company_id = c.id WHERE o.order_sn = $1`,
        [sn],
      );
      expect(user!.days).toBe(plan!.duration_days);
    }));

  // Last: it kills the first instance (and starts it again).
  it('kill -9 of an instance during a burst of inquiries and payment notifications: every acknowledged write kept, nothing doubled', () =>
    onFailureShowLogs(() => killDuringBurst(cluster)));
});
