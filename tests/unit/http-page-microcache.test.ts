import http from 'node:http';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCacheKey } from '@/lib/page-cache-key';
import { acceptsGzip } from '@/server/http/accept-encoding';
import { createPageMicrocache, type PageMicrocacheOptions } from '@/server/http/page-microcache';
import { startTestServer, type RawResponse, type TestServer } from '@tests/setup/http-test-server';

/**
 * The page microcache in front of a stand-in for Next (scripts/serve.ts): `render` sets Next's
 * headers, writes the page in chunks (gzipped through a zlib stream, as Next's compression does,
 * when the page says so and the client takes it) and numbers each render in the body, so a client
 * can tell a reused answer from a fresh one. The clock is injected.
 */
const SHAREABLE = 's-maxage=31536000';
const ETAG = '"page-v1"';

type Page = {
  status: number;
  headers: Record<string, string | string[]>;
  gzip: boolean;
  /** The render waits for this after its first chunk (a slow page). */
  hold?: Promise<void>;
  body: (render: number) => string;
};

const html = (render: number) =>
  `<!DOCTYPE html><html><body>${'<p>brake pads</p>'.repeat(40)}<p>render ${render}</p></body></html>`;
/** Every html(n) for n < 10 has this length. */
const PAGE_BYTES = Buffer.byteLength(html(1));

let page: Page;
let renders = 0;
let clock = 0;
let cache: ReturnType<typeof createPageMicrocache> | undefined;
let server: TestServer | undefined;
let arrived = 0;
let onArrival: (() => void) | undefined;
/** Resolves once the server side of a render's response has closed (finished or aborted). */
let renderClosed: Promise<void>[] = [];

function render(req: http.IncomingMessage, res: http.ServerResponse): void {
  const n = ++renders;
  renderClosed.push(new Promise((resolve) => res.once('close', () => resolve())));
  res.on('error', () => {}); // writes after a client went away
  const body = page.body(n);
  const [head, rest] = [body.slice(0, 64), body.slice(64)];
  res.statusCode = page.status;
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  const hold = page.hold;
  if (page.gzip && acceptsGzip(req.headers['accept-encoding'])) {
    res.setHeader('content-encoding', 'gzip');
    const gz = zlib.createGzip();
    gz.pipe(res);
    gz.write(head);
    void Promise.resolve(hold).then(() => gz.end(rest));
  } else {
    res.write(head);
    void Promise.resolve(hold).then(() => res.end(rest));
  }
}

async function start(options: Partial<PageMicrocacheOptions> = {}): Promise<void> {
  page = {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': SHAREABLE,
      etag: ETAG,
      vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
    },
    gzip: false,
    body: html,
  };
  renders = 0;
  clock = 0;
  arrived = 0;
  renderClosed = [];
  cache = createPageMicrocache({
    ttlMs: 1000,
    maxBytes: 1024 * 1024,
    keyOf: pageCacheKey,
    now: () => clock,
    ...options,
  });
  const pages = cache;
  server = await startTestServer((req, res) => {
    pages.handle(req, res, render);
    arrived += 1;
    onArrival?.();
  });
}

afterEach(async () => {
  cache?.close();
  await server?.close();
  cache = undefined;
  server = undefined;
  onArrival = undefined;
});

function get(path = '/en/products', headers: http.OutgoingHttpHeaders = {}): Promise<RawResponse> {
  return server!.request(path, { headers });
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Resolves once the server has handed `count` requests to the cache. */
function arrivals(count: number): Promise<void> {
  return new Promise((resolve) => {
    onArrival = () => {
      if (arrived >= count) resolve();
    };
    onArrival();
  });
}

describe('reusing a shareable answer', () => {
  it('sends the second GET the same bytes and headers without rendering again', async () => {
    await start();
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(first.body.toString()).toBe(html(1));

    const second = await get();
    expect(second.status).toBe(200);
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.headers.age).toBe('0');
    expect(second.body.equals(first.body)).toBe(true);
    expect(Number(second.headers['content-length'])).toBe(first.body.length);
    for (const name of ['content-type', 'cache-control', 'etag', 'vary']) {
      expect(second.headers[name]).toBe(first.headers[name]);
    }
    expect(renders).toBe(1);
    expect(cache!.stats()).toEqual({ entries: 1, bytes: PAGE_BYTES });
  });

  it('keeps answers apart by key', async () => {
    await start();
    await get('/en/products');
    const other = await get('/zh/products');
    expect(other.headers['x-page-cache']).toBe('MISS');
    expect(other.body.toString()).toBe(html(2));
    expect((await get('/en/products')).body.toString()).toBe(html(1));
    expect(cache!.stats()).toEqual({ entries: 2, bytes: 2 * PAGE_BYTES });
  });

  it('tells its age in seconds and renders again once ttlMs has passed', async () => {
    await start({ ttlMs: 10_000 });
    await get();
    clock = 3_500;
    const hit = await get();
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.headers.age).toBe('3');
    clock = 9_999;
    expect((await get()).headers['x-page-cache']).toBe('HIT');
    clock = 10_000;
    const fresh = await get();
    expect(fresh.headers['x-page-cache']).toBe('MISS');
    expect(fresh.body.toString()).toBe(html(2));
    expect(renders).toBe(2);
    expect(cache!.stats()).toEqual({ entries: 1, bytes: PAGE_BYTES });
  });

  it('never caches with ttlMs 0', async () => {
    await start({ ttlMs: 0 });
    await get();
    const second = await get();
    expect(second.body.toString()).toBe(html(2));
    expect(second.headers['x-page-cache']).toBeUndefined();
    expect(renders).toBe(2);
    expect(cache!.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('reuses an answer that only sets the locale cookie, cookie included', async () => {
    await start();
    const cookie = 'NEXT_LOCALE=zh; Path=/; Max-Age=31536000; SameSite=lax';
    page.headers['set-cookie'] = [cookie];
    await get('/zh');
    const hit = await get('/zh');
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.headers['set-cookie']).toEqual([cookie]);
    expect(renders).toBe(1);
  });

  it('reuses a `public` answer with a max-age', async () => {
    await start();
    page.headers['cache-control'] = 'public, max-age=60';
    await get();
    expect((await get()).headers['x-page-cache']).toBe('HIT');
  });
});

describe('answers never reused', () => {
  it.each([
    ['Next’s dynamic page', 'private, no-cache, no-store, max-age=0, must-revalidate'],
    ['private', 'private, max-age=60'],
    ['no-store', 'no-store'],
    ['no-store beside s-maxage', 's-maxage=60, no-store'],
    ['no-cache beside public', 'public, no-cache'],
    ['browser-only max-age', 'max-age=60'],
    ['public but stale at once', 'public, max-age=0, must-revalidate'],
    ['s-maxage=0', 's-maxage=0'],
    ['no Cache-Control', undefined],
  ])('%s (%s)', async (_, cacheControl) => {
    await start();
    if (cacheControl === undefined) delete page.headers['cache-control'];
    else page.headers['cache-control'] = cacheControl;
    await get();
    const second = await get();
    expect(second.body.toString()).toBe(html(2));
    expect(renders).toBe(2);
    expect(cache!.stats().entries).toBe(0);
  });

  it.each([404, 500, 307])('status %i', async (status) => {
    await start();
    page.status = status;
    await get();
    const second = await get();
    expect(second.status).toBe(status);
    expect(second.body.toString()).toBe(html(2));
    expect(renders).toBe(2);
  });

  it.each([
    ['another cookie', ['session=abc; Path=/; HttpOnly']],
    ['another cookie beside the locale one', ['NEXT_LOCALE=en; Path=/', 'XSRF-TOKEN=f00; Path=/']],
  ])('an answer setting %s', async (_, cookies) => {
    await start();
    page.headers['set-cookie'] = cookies;
    await get();
    const second = await get();
    expect(second.headers['set-cookie']).toEqual(cookies);
    expect(second.body.toString()).toBe(html(2));
    expect(renders).toBe(2);
  });

  it('HEAD and POST requests (never keyed)', async () => {
    await start();
    await server!.request('/en/products', { method: 'POST' });
    await server!.request('/en/products', { method: 'HEAD' });
    expect(renders).toBe(2);
    expect(cache!.stats().entries).toBe(0);
  });

  it('a body too big to keep still reaches the client whole', async () => {
    await start({ maxBytes: 64 * 1024 * 1024 });
    const big = 'x'.repeat(5 * 1024 * 1024);
    page.body = () => big;
    const first = await get();
    expect(first.body.toString()).toBe(big);
    expect((await get()).body.toString()).toBe(big);
    expect(renders).toBe(2);
    expect(cache!.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('content coding', () => {
  it('reuses Next’s gzipped bytes for the same Accept-Encoding, and renders for another', async () => {
    await start();
    page.gzip = true;
    const first = await get('/en', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(first.body).toString()).toBe(html(1));

    const hit = await get('/en', { 'accept-encoding': 'gzip' });
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.body.equals(first.body)).toBe(true);
    expect(Number(hit.headers['content-length'])).toBe(first.body.length);
    expect(zlib.gunzipSync(hit.body).toString()).toBe(html(1));

    const chrome = await get('/en', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(chrome.headers['x-page-cache']).toBe('MISS');
    expect(zlib.gunzipSync(chrome.body).toString()).toBe(html(2));

    const plain = await get('/en');
    expect(plain.headers['x-page-cache']).toBe('MISS');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html(3));
    const plainAgain = await get('/en');
    expect(plainAgain.headers['x-page-cache']).toBe('HIT');
    expect(plainAgain.headers['content-encoding']).toBeUndefined();
    expect(plainAgain.body.toString()).toBe(html(3));
    expect(renders).toBe(3);
  });
});

describe('concurrent misses', () => {
  it('render once for ten requests with one key, and all get the whole page', async () => {
    await start();
    const slow = deferred();
    page.hold = slow.promise;
    const responses = Promise.all(Array.from({ length: 10 }, () => get()));
    await arrivals(10);
    expect(renders).toBe(1);
    slow.resolve();
    const all = await responses;
    expect(renders).toBe(1);
    for (const res of all) {
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(html(1));
    }
    expect(all.filter((res) => res.headers['x-page-cache'] === 'MISS')).toHaveLength(1);
    expect(all.filter((res) => res.headers['x-page-cache'] === 'HIT')).toHaveLength(9);
  });

  it('each render for itself when the first answer is not shareable', async () => {
    await start();
    page.headers['cache-control'] = 'private, no-store';
    const slow = deferred();
    page.hold = slow.promise;
    const responses = Promise.all(Array.from({ length: 3 }, () => get()));
    await arrivals(3);
    slow.resolve();
    const bodies = (await responses).map((res) => res.body.toString()).sort();
    expect(bodies).toEqual([html(1), html(2), html(3)]);
  });
});

describe('revalidation', () => {
  it.each([
    ['the stored ETag', ETAG],
    ['its weak form', `W/${ETAG}`],
    ['a list holding it', `"page-v0", ${ETAG}`],
  ])('answers If-None-Match with %s with 304 and no body', async (_, ifNoneMatch) => {
    await start();
    await get();
    const res = await get('/en/products', { 'if-none-match': ifNoneMatch });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expect(res.headers.etag).toBe(ETAG);
    expect(res.headers['x-page-cache']).toBe('HIT');
    expect(renders).toBe(1);
  });

  it('matches a weak ETag from Next weakly', async () => {
    await start();
    page.headers.etag = 'W/"page-weak"';
    await get();
    expect((await get('/en/products', { 'if-none-match': '"page-weak"' })).status).toBe(304);
  });

  it('sends the page for another ETag', async () => {
    await start();
    await get();
    const res = await get('/en/products', { 'if-none-match': '"page-v0"' });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(html(1));
  });

  it.each([
    ['Cache-Control: no-cache', { 'cache-control': 'no-cache' }],
    ['Pragma: no-cache', { pragma: 'no-cache' }],
  ])('renders again for a request with %s', async (_, headers) => {
    await start();
    await get();
    const res = await get('/en/products', headers);
    expect(res.body.toString()).toBe(html(2));
    expect(renders).toBe(2);
  });
});

describe('a plain reload', () => {
  it('(Cache-Control: max-age=0) is still answered from the cache', async () => {
    await start();
    await get();
    const res = await get('/en/products', { 'cache-control': 'max-age=0' });
    expect(res.headers['x-page-cache']).toBe('HIT');
    expect(renders).toBe(1);
  });
});

describe('memory', () => {
  it('evicts the oldest answers beyond maxBytes', async () => {
    await start({ maxBytes: 2.5 * PAGE_BYTES });
    await get('/en/a');
    await get('/en/b');
    await get('/en/c');
    expect(cache!.stats()).toEqual({ entries: 2, bytes: 2 * PAGE_BYTES });
    expect((await get('/en/c')).headers['x-page-cache']).toBe('HIT');
    expect((await get('/en/b')).headers['x-page-cache']).toBe('HIT');
    expect((await get('/en/a')).headers['x-page-cache']).toBe('MISS');
    expect(renders).toBe(4);
  });

  it('does not let an answer bigger than maxBytes push out the others', async () => {
    await start({ maxBytes: 2.5 * PAGE_BYTES });
    await get('/en/a');
    await get('/en/b');
    page.body = () => 'y'.repeat(3 * PAGE_BYTES);
    await get('/en/big');
    expect(cache!.stats()).toEqual({ entries: 2, bytes: 2 * PAGE_BYTES });
    expect((await get('/en/a')).headers['x-page-cache']).toBe('HIT');
    expect((await get('/en/big')).headers['x-page-cache']).toBe('MISS');
  });
});

describe('a client that leaves mid-render', () => {
  it('does not leave a partial answer behind: the next request renders', async () => {
    await start();
    const slow = deferred();
    page.hold = slow.promise;
    await new Promise<void>((resolve, reject) => {
      const req = http.get(
        { hostname: '127.0.0.1', port: server!.port, path: '/en/products', agent: false },
        (res) => {
          res.once('data', () => {
            req.destroy(); // headers and the first chunk arrived: the visitor navigates away
            resolve();
          });
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') reject(error);
      });
    });
    await renderClosed[0];
    page.hold = undefined;

    const next = await get();
    expect(next.headers['x-page-cache']).toBe('MISS');
    expect(next.body.toString()).toBe(html(2));
    expect(renders).toBe(2);

    slow.resolve(); // the abandoned render finishes late; it must not replace the stored answer
    await new Promise((resolve) => setImmediate(resolve));
    const hit = await get();
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.body.toString()).toBe(html(2));
    expect(cache!.stats()).toEqual({ entries: 1, bytes: PAGE_BYTES });
  });
});

describe('a catalogue change (docs/decisions/0051)', () => {
  it('drops the answers of the changed pages only', async () => {
    await start();
    await get('/en/product/PAD-001');
    await get('/en/product/PAD-002');
    cache!.dropWhere((url) => url.endsWith('/PAD-001'));
    expect((await get('/en/product/PAD-001')).headers['x-page-cache']).toBe('MISS');
    expect((await get('/en/product/PAD-002')).headers['x-page-cache']).toBe('HIT');
  });

  it('keeps nothing a render under way at the change produces', async () => {
    await start();
    const slow = deferred();
    page.hold = slow.promise;
    const during = get('/en/product/PAD-001');
    await arrivals(1);
    cache!.dropWhere(() => true);
    slow.resolve();
    expect((await during).body.toString()).toBe(html(1));
    page.hold = undefined;
    const after = await get('/en/product/PAD-001');
    expect(after.headers['x-page-cache']).toBe('MISS');
    expect(after.body.toString()).toBe(html(2));
  });
});
