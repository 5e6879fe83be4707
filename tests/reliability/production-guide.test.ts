import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@/contracts/envelope-status';
import { BUYER_PASSWORD, insertBuyer } from './support/buyers';
import { hasProductionBuild, startCluster, type Cluster } from './support/cluster';
import { nginxMissingReason } from './support/nginx';
import { pollUntil } from './support/poll';

/*
 * The production guide (docs/production.md), followed end to end on this machine: two production servers
 * (scripts/serve.ts, as `npm start` runs it, TRUST_PROXY=1, HOST=127.0.0.1) on one PostgreSQL database,
 * nginx in front with deploy/nginx/partsmall.conf (TLS, the page microcache, build files from disk,
 * request size limits). What a browser and the store's operator see: the storefront home and a product
 * page in both languages, build files cached for good, the API with the right client address.
 */
const reason = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : (nginxMissingReason() ??
    (hasProductionBuild() ? null : 'no production build (.next): run `npm run build` first'));

/** Served by nginx from its cache: fresh, or the previous answer while one request renders the next. */
const fromCache = (status: string | string[] | undefined) =>
  ['HIT', 'STALE', 'UPDATING'].includes(String(status));

describe.skipIf(reason !== null)('the production guide: two instances behind nginx', () => {
  let cluster: Cluster;
  let product: { sku_code: string; title_en: string; title_zh: string };

  beforeAll(async () => {
    cluster = await startCluster({ label: 'guide', kind: 'web', env: { SEED_PRODUCTS: '40' } });
    [product] = (await cluster.db.sql<typeof product>(
      "SELECT sku_code, title_en, title_zh FROM products WHERE status = 'active' ORDER BY id LIMIT 1",
    )) as [typeof product];
  });
  afterAll(async () => {
    await cluster?.close();
  });

  const withLogs = async (fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (err) {
      console.error(cluster.logs());
      throw err;
    }
  };

  it('plain http only redirects to https', () =>
    withLogs(async () => {
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port: cluster.nginx.httpPort,
              path: '/en?x=1',
              headers: { host: 'shop.example.com' },
              agent: false,
            },
            resolve,
          )
          .on('error', reject);
      });
      answer.resume();
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe('https://shop.example.com/en?x=1');
    }));

  it('serves the storefront home in both languages over TLS, shareable answers from the microcache', () =>
    withLogs(async () => {
      const browser = cluster.viaProxy();
      const zh = await browser.get('/', { 'accept-language': 'zh-CN,zh;q=0.9' });
      expect(zh.status).toBe(200);
      expect(zh.text).toMatch(/<html[^>]+lang="zh/);
      const en = await browser.get('/en', { 'accept-language': 'en' });
      expect(en.status).toBe(200);
      expect(en.text).toMatch(/<html[^>]+lang="en"/);
      // The page's script policy and its script tags name the same nonce, also on a reused answer.
      const nonceOf = (text: string) => /<script[^>]+nonce="([^"]+)"/.exec(text)?.[1];
      const policyNonce = (csp: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
      expect(nonceOf(en.text)).toBe(policyNonce(en.headers['content-security-policy']));

      // A second visitor soon after gets the same answer from nginx without a render.
      const hit = await pollUntil(
        'a microcache hit on /en',
        async () => {
          const again = await cluster.viaProxy().get('/en', { 'accept-language': 'en' });
          return fromCache(again.headers['x-cache-status']) ? again : null;
        },
        { timeoutMs: 20_000, everyMs: 0 },
      );
      expect(hit.status).toBe(200);
      expect(nonceOf(hit.text)).toBe(policyNonce(hit.headers['content-security-policy']));
      // A reused answer carries this request's id, not the one of the request that rendered it: the id
      // a buyer quotes from an error page must name their own request in nginx's log.
      const requestId = hit.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f]{32}$/);
      expect(requestId).not.toBe(en.headers['x-request-id']);
      expect(hit.headers['server-timing']).toBe(`rid;desc="${String(requestId)}"`);
    }));

  it('never hands a visitor the answer a signed-in buyer got from the microcache, nor the other way round', () =>
    withLogs(async () => {
      // The cookie as the browser's store writes it (URI-encoded JSON); the page shell is the same for
      // every signed-in buyer (the API decides what it shows), a visitor is sent to sign in.
      // Both hold the locale cookie already (an answer that sets one is never stored by nginx).
      const account = (token: string | null) =>
        `NEXT_LOCALE=en; user-account=${encodeURIComponent(JSON.stringify({ userInfo: token ? { role: 'buyer' } : null, token }))}`;
      const signedIn = () => cluster.viaProxy().get('/en/user/profile', { cookie: account('tok-a1b2c3') });
      expect((await signedIn()).status).toBe(200);
      await pollUntil(
        'the account shell from the microcache',
        async () => fromCache((await signedIn()).headers['x-cache-status']),
        {
          timeoutMs: 20_000,
          everyMs: 0,
        },
      );
      // Within the same second, a visitor — without the cookie or signed out (token null) — is redirected.
      for (const cookie of ['NEXT_LOCALE=en', account(null)]) {
        const visitor = await cluster.viaProxy().get('/en/user/profile', { cookie });
        expect(visitor.status).toBe(307);
        expect(visitor.headers.location).toMatch(/signin=/);
      }
      // … and the buyer still gets the page, never a visitor's redirect.
      expect((await signedIn()).status).toBe(200);
    }));

  it('serves a product page in both languages with the product from the database', () =>
    withLogs(async () => {
      const browser = cluster.viaProxy();
      const en = await browser.get(`/en/product/${product.sku_code}`);
      expect(en.status).toBe(200);
      expect(en.text).toContain(product.title_en.replaceAll('&', '&amp;'));
      // A new visitor (the first one now holds the English locale cookie, which redirects to /en).
      const zh = await cluster.viaProxy().get(`/product/${product.sku_code}`, { 'accept-language': 'zh-CN' });
      expect(zh.status).toBe(200);
      expect(zh.text).toContain(product.title_zh.replaceAll('&', '&amp;'));
      const missing = await browser.get('/en/product/NO-SUCH-PART-0000');
      expect(missing.status).toBe(404);
      expect(fromCache(missing.headers['x-cache-status'])).toBe(false);
    }));

  it('serves build files from disk with a year of immutable caching', () =>
    withLogs(async () => {
      const home = await cluster.viaProxy().get('/en');
      const asset = /\/_next\/static\/[^"'\s]+\.js/.exec(home.text)?.[0];
      expect(asset).toBeDefined();
      const file = await cluster
        .viaProxy()
        .request('GET', asset!, { headers: { 'accept-encoding': 'gzip' } });
      expect(file.status).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['content-type']).toMatch(/javascript/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      // nginx's own validator (mtime-size): the file came off the disk, not from an instance.
      expect(file.headers.etag).toMatch(/^(W\/)?"[0-9a-f]+-[0-9a-f]+"$/);
      const unknown = await cluster.viaProxy().get('/_next/static/chunks/no-such-file.js');
      expect(unknown.status).toBe(404);
    }));

  it('answers the API over the proxy, never from the microcache, with https cookies', () =>
    withLogs(async () => {
      const browser = cluster.viaProxy();
      const first = await browser.get('/api/cate?lang=en');
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ status: 200 });
      expect(first.headers['x-cache-status']).toBeUndefined();
      // The app knows the browser came over https (X-Forwarded-Proto from the proxy): Secure cookie.
      const xsrf = (first.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
      expect(xsrf).toMatch(/;\s*Secure/i);
      // Operations endpoints stay inside.
      expect((await browser.get('/metrics')).status).toBe(404);
    }));

  it('a URL nginx cannot decode gets our translated 400 page, or the API its 400 envelope, never 5xx', () =>
    withLogs(async () => {
      // nginx refuses these itself (they never reach an instance): its answer is the one the build wrote.
      for (const path of ['/%zz', '/a%', '/%', '/en/product/%zz?x=1']) {
        const page = await cluster.viaProxy().get(path, { 'accept-language': 'en' });
        expect(page.status, path).toBe(400);
        expect(page.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(page.headers['cache-control'], path).toBe('no-store');
        expect(page.headers['x-content-type-options'], path).toBe('nosniff');
        // Both languages, Chinese first: nginx does not know the buyer's.
        expect(page.text, path).toMatch(/<html lang="zh-CN"/);
        const zhAt = page.text.indexOf(zh.error['400']);
        expect(zhAt, path).toBeGreaterThan(-1);
        expect(page.text.indexOf(en.error['400']), path).toBeGreaterThan(zhAt);
        expect(page.text, path).not.toMatch(/nginx/i);
      }
      // Browsers speak HTTP/2 to nginx: the same page there.
      const overHttp2 = await new Promise<{ status: number; type: string; text: string }>(
        (resolve, reject) => {
          const session = http2.connect(`https://127.0.0.1:${cluster.nginx.httpsPort}`, {
            ca: fs.readFileSync(cluster.nginx.certFile),
            servername: 'shop.example.com',
          });
          session.on('error', reject);
          const stream = session.request({
            ':path': '/%zz',
            ':authority': 'shop.example.com',
            accept: 'text/html',
          });
          let status = 0;
          let type = '';
          let text = '';
          stream.on('response', (headers) => {
            status = Number(headers[':status']);
            type = String(headers['content-type']);
          });
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (text += chunk));
          stream.on('end', () => {
            session.close();
            resolve({ status, type, text });
          });
          stream.on('error', reject);
        },
      );
      expect(overHttp2.status).toBe(400);
      expect(overHttp2.type).toBe('text/html; charset=utf-8');
      expect(overHttp2.text).toContain(zh.error['400']);
      expect(overHttp2.text).toContain(en.error['400']);

      const api = await cluster.viaProxy().get('/api/products/%zz');
      expect(api.status).toBe(400);
      expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(api.headers['cache-control']).toBe('no-store');
      expect(api.json).toEqual({ status: STATUS.BAD_REQUEST, msg: zh.api.malformedUrl, data: null });
      for (const path of ['/api/products/%zz?lang=en', '/proxy/amap/%?x=1&lang=en']) {
        const english = await cluster.viaProxy().get(path);
        expect(english.status, path).toBe(400);
        expect(english.json, path).toEqual({
          status: STATUS.BAD_REQUEST,
          msg: en.api.malformedUrl,
          data: null,
        });
      }
      // What nginx can decode (`%25` is a percent sign) reaches the app, which answers its own 400.
      const app = await cluster.viaProxy().get('/en/%25');
      expect(app.status).toBe(400);
      expect(app.text).toContain(en.error['400']);
      // The answers are not pages of their own.
      expect((await cluster.viaProxy().get('/_partsmall-errors/400.html')).status).toBe(404);
    }));

  it("the instances see each client's own address through the proxy, whatever X-Forwarded-For it sends", () =>
    withLogs(async () => {
      // nginx reaches both instances from 127.0.0.1; the addresses below can only come from its header.
      const v4 = await insertBuyer(cluster.db);
      const v6 = await insertBuyer(cluster.db);
      const overV4 = cluster.viaProxy(4);
      expect(
        (await overV4.signIn(v4.mobile, BUYER_PASSWORD, { 'x-forwarded-for': '203.0.113.7' })).json.status,
      ).toBe(200);
      const overV6 = cluster.viaProxy(6);
      expect(
        (await overV6.signIn(v6.mobile, BUYER_PASSWORD, { 'x-forwarded-for': '198.51.100.8' })).json.status,
      ).toBe(200);
      const ips = await cluster.db.sql<{ mobile: string; ip: string }>(
        'SELECT u.mobile, s.ip FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.mobile IN ($1, $2)',
        [v4.mobile, v6.mobile],
      );
      expect(Object.fromEntries(ips.map((r) => [r.mobile, r.ip]))).toEqual({
        [v4.mobile]: '127.0.0.1',
        [v6.mobile]: '::1',
      });

      // Rate limits follow that address: ten failures over IPv4 block IPv4 only.
      const target = await insertBuyer(cluster.db);
      for (let i = 0; i < 10; i += 1) {
        const c = cluster.viaProxy(4);
        expect(
          (await c.signIn(target.mobile, 'Wrong-Password-1', { 'x-forwarded-for': `192.0.2.${i + 1}` })).json
            .status,
        ).toBe(403000);
      }
      expect((await cluster.viaProxy(4).signIn(target.mobile, BUYER_PASSWORD)).json.status).toBe(
        STATUS.RATE_LIMITED,
      );
      expect((await cluster.viaProxy(6).signIn(target.mobile, BUYER_PASSWORD)).json.status).toBe(200);
    }));

  it("bodies past the app's limits get its translated answer; far past them nginx refuses them", () =>
    withLogs(async () => {
      const browser = cluster.viaProxy();
      await browser.ensureXsrf();
      const tooBig = await browser.request('POST', '/api/login?lang=en', {
        body: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(tooBig.status).toBe(413);
      expect(tooBig.json).toMatchObject({ status: STATUS.PAYLOAD_TOO_LARGE });
      expect(tooBig.json.msg).toMatch(/1 MB/);
      const huge = await browser
        .request('POST', '/api/login?lang=en', {
          body: Buffer.alloc(9 * 1024 * 1024, 0x20),
          headers: { 'content-type': 'application/json' },
        })
        .catch((err: Error) => ({ status: -1, text: err.message }));
      // nginx answers 413 (or closes the connection while the body is still being sent).
      expect([413, -1]).toContain(huge.status);
    }));

  it('keeps serving pages and the API when one instance dies', () =>
    withLogs(async () => {
      await cluster.instances[1]!.kill9();
      for (let i = 0; i < 4; i += 1) {
        const browser = cluster.viaProxy();
        expect((await browser.get(`/api/products/${product.sku_code}?lang=en&n=${i}`)).status).toBe(200);
        expect((await browser.get(`/en/product/${product.sku_code}?n=${i}`)).status).toBe(200);
      }
    }));
});

if (reason !== null) console.warn(`production guide test skipped: ${reason}`);
