import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { LOCALE_COOKIE } from '@/i18n/routing';
import { refuseMalformedPageUrl } from '@/server/http/malformed-url';
import { startTestServer, type TestServer } from '@tests/setup/http-test-server';

/**
 * The production server's first step for page URLs (scripts/serve.ts): a URL that cannot be read
 * gets the small translated 400 page; anything else goes on to the build files and Next (here a
 * stand-in that answers 299, so a test sees which way a request went).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (refuseMalformedPageUrl(req, res)) return;
    res.writeHead(299, { 'Content-Type': 'text/plain' });
    res.end('passed on');
  });
});
afterAll(() => server.close());

describe('refuseMalformedPageUrl', () => {
  it.each([
    '/%',
    '/%25',
    '/a%',
    '/%zz',
    '/products?keyword=%E4%ZZ',
    '/product/PM-%E4%B8',
    '/admin/orders/%zz',
    '/_next/static/%zz',
  ])('%s: the 400 page in Chinese by default, never stored, no script', async (url) => {
    const answer = await server.request(url);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['content-security-policy']).toContain("script-src 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const html = answer.body.toString();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain(zh.error['400']);
    expect(html).toContain(zh.common.goHome);
    expect(html).toContain('href="/"');
    expect(html).not.toContain('<script');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
  });

  it('in English when the path, the locale cookie or the browser says so', async () => {
    const byPath = await server.request('/en/%25');
    const byQueryOnPath = await server.request('/en/search?q=%E4%ZZ');
    const byCookie = await server.request('/%zz', { headers: { cookie: `a=b; ${LOCALE_COOKIE}=en` } });
    const byBrowser = await server.request('/%zz', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    for (const answer of [byPath, byQueryOnPath, byCookie, byBrowser]) {
      expect(answer.status).toBe(400);
      const html = answer.body.toString();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(en.error['400']);
      expect(html).toContain(`${en.meta.badRequestTitle} | ${en.meta.siteName}`);
      expect(html).toContain('href="/en"');
    }
  });

  it('never repeats the URL', async () => {
    const answer = await server.request('/en/%zz-<b>marker</b>?q=%E4');
    expect(answer.status).toBe(400);
    expect(answer.body.toString()).not.toContain('marker');
  });

  it('HEAD gets the head only', async () => {
    const answer = await server.request('/%zz', { method: 'HEAD' });
    expect(answer.status).toBe(400);
    expect(answer.body.byteLength).toBe(0);
  });

  it.each(['/', '/en/product/PM%2D1', '/products?keyword=50%25', '/products?keyword=%E5%88%B9%E8%BD%A6'])(
    '%s passes on',
    async (url) => {
      const answer = await server.request(url);
      expect(answer.status).toBe(299);
    },
  );
});
