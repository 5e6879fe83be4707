import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCacheKey } from '@/lib/page-cache-key';
import { startTestServer, type TestServer } from '@tests/setup/http-test-server';

/**
 * The cache identity of a page request as the production server computes it from a real request
 * (lower-cased header names, the Cookie header as the browser sent it). The server answers the key
 * in a header, so HEAD requests show theirs too.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const key = pageCacheKey(req);
    res.setHeader('x-cache-key', key === null ? 'null' : encodeURIComponent(key));
    res.end();
  });
});
afterAll(() => server.close());

type Request = { path?: string; method?: string; headers?: http.OutgoingHttpHeaders };

async function keyOf({ path = '/en/products?cid=10', method = 'GET', headers = {} }: Request = {}) {
  const header = String((await server.request(path, { method, headers })).headers['x-cache-key']);
  return header === 'null' ? null : decodeURIComponent(header);
}

const account = (token: string | null, userInfo: object | null = null) =>
  `user-account=${encodeURIComponent(JSON.stringify({ userInfo, token }))}`;
const PREFERENCES = `user-preferences=${encodeURIComponent('{"region":"cn","language":"en"}')}`;

/** A browser's page navigation: the base every variation below changes in one thing. */
const BROWSER = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
  cookie: `NEXT_LOCALE=en; ${PREFERENCES}`,
};

describe('pageCacheKey', () => {
  it('is the same for the same request', async () => {
    const base = await keyOf({ headers: BROWSER });
    expect(base).toEqual(expect.any(String));
    expect(await keyOf({ headers: BROWSER })).toBe(base);
  });

  it('differs with each input a page answer depends on', async () => {
    const variations: Request[] = [
      { path: '/zh/products?cid=10' },
      { path: '/en/products?cid=11' },
      { path: '/en/products?cid=10&_rsc=1x2y' },
      { headers: { ...BROWSER, host: 'shop.example' } },
      { headers: { ...BROWSER, 'x-forwarded-host': 'shop.example' } },
      { headers: { ...BROWSER, 'x-forwarded-proto': 'https' } },
      { headers: { ...BROWSER, 'accept-language': 'zh-CN,zh;q=0.9' } },
      { headers: { ...BROWSER, 'accept-encoding': 'gzip' } },
      { headers: { ...BROWSER, rsc: '1' } },
      { headers: { ...BROWSER, rsc: '1', 'next-router-prefetch': '1' } },
      { headers: { ...BROWSER, rsc: '1', 'next-url': '/en' } },
      { headers: { ...BROWSER, cookie: `NEXT_LOCALE=zh; ${PREFERENCES}` } },
      { headers: { ...BROWSER, cookie: 'NEXT_LOCALE=en' } },
      {
        headers: {
          ...BROWSER,
          cookie: `NEXT_LOCALE=en; user-preferences=${encodeURIComponent('{"region":"de","language":"en"}')}`,
        },
      },
      { headers: { ...BROWSER, cookie: `${BROWSER.cookie}; ${account('abc')}` } },
    ];
    const base = await keyOf({ headers: BROWSER });
    const keys = await Promise.all(variations.map((v) => keyOf({ ...v, headers: v.headers ?? BROWSER })));
    expect(keys).not.toContain(null);
    // Every variation has a key of its own: none equals the base or another variation.
    expect(new Set([base, ...keys]).size).toBe(variations.length + 1);
  });

  it('tells a session token from none in the URI-encoded user-account cookie', async () => {
    const signedIn = `user-account=%7B%22userInfo%22%3Anull%2C%22token%22%3A%22abc%22%7D`;
    expect(signedIn).toBe(account('abc'));
    const withToken = await keyOf({ headers: { ...BROWSER, cookie: `${BROWSER.cookie}; ${signedIn}` } });
    const without = await keyOf({ headers: { ...BROWSER, cookie: `${BROWSER.cookie}; ${account(null)}` } });
    expect(withToken).not.toBe(without);
  });

  it('does not split by who is signed in: only whether a token is there', async () => {
    const as = (cookie: string) => keyOf({ headers: { ...BROWSER, cookie: `${BROWSER.cookie}; ${cookie}` } });
    const alice = await as(account('token-alice', { name: 'Alice', role: 'user' }));
    expect(await as(account('token-bob', { name: 'Bob', role: 'admin' }))).toBe(alice);
  });

  it('ignores cookies the page does not depend on', async () => {
    const base = await keyOf({ headers: BROWSER });
    for (const extra of ['XSRF-TOKEN=1f2e3d4c', '_ga=GA1.1.123456.789', 'theme=dark; _gid=GA1.1.42']) {
      expect(await keyOf({ headers: { ...BROWSER, cookie: `${extra}; ${BROWSER.cookie}` } })).toBe(base);
      expect(await keyOf({ headers: { ...BROWSER, cookie: `${BROWSER.cookie}; ${extra}` } })).toBe(base);
    }
  });

  it('ignores request headers the answer does not depend on', async () => {
    const base = await keyOf({ headers: BROWSER });
    const other = await keyOf({
      headers: {
        ...BROWSER,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
        accept: 'text/html',
        'x-request-id': 'r-1',
        referer: 'http://127.0.0.1/en',
      },
    });
    expect(other).toBe(base);
  });

  it.each([
    ['POST', { method: 'POST', headers: BROWSER }],
    ['HEAD', { method: 'HEAD', headers: BROWSER }],
    ['a Range request', { headers: { ...BROWSER, range: 'bytes=0-99' } }],
  ] as [string, Request][])('is null for %s', async (_, request) => {
    expect(await keyOf(request)).toBeNull();
  });
});
