import http from 'node:http';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageNonces } from '@/server/http/page-nonces';
import { BASELINE_CSP } from '@/server/http/security-headers';
import { startTestServer, type RawResponse, type TestServer } from '@tests/setup/http-test-server';

/**
 * The nonce step as scripts/serve.ts assembles it: the step on the answer, and a stand-in for Next that reads its nonce from the request's policy header as Next does, puts it on
 * the script tags it writes, and streams the page in chunks cut inside a `<script` tag and inside
 * the nonce itself.
 */
const RENDER_NONCE = 'secretRenderNonce00000';
const ATTACK = '<script>window.__pwned=1</script>';

type Stand = {
  status: number;
  type: string;
  /** Chunks, or one Buffer sent whole with `end` (Next's answer from its own cache). */
  whole: boolean;
  extra: string;
};

let stand: Stand;
let seenByRenderer: http.IncomingHttpHeaders[] = [];
let server: TestServer | undefined;

/** Next's own rule: the first `'nonce-…'` of script-src in the request's policy header. */
function nonceFromRequest(req: http.IncomingMessage): string {
  const policy = String(req.headers['content-security-policy'] ?? '');
  return /script-src[^;]*'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(policy)?.[1] ?? '';
}

function page(nonce: string, extra: string): string {
  const attr = nonce ? ` nonce="${nonce}"` : '';
  return (
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""${attr}></script></head>` +
    `<body><h1>Brake pads</h1>${extra}${'<p>ceramic, front axle</p>'.repeat(60)}` +
    `<script${attr}>self.__next_f.push([1,"a"])</script><script${attr}>self.__next_f.push([1,"b"])</script></body></html>`
  );
}

function render(req: http.IncomingMessage, res: http.ServerResponse): void {
  seenByRenderer.push({ ...req.headers });
  const body = Buffer.from(page(nonceFromRequest(req), stand.extra));
  res.statusCode = stand.status;
  res.setHeader('content-type', stand.type);
  res.setHeader('cache-control', 's-maxage=3600, stale-while-revalidate=31532400');
  res.setHeader('etag', '"next-etag"');
  res.setHeader('content-security-policy', BASELINE_CSP);
  res.setHeader('vary', 'rsc, Accept-Encoding');
  if (stand.whole) {
    res.setHeader('content-length', body.length);
    res.end(body);
    return;
  }
  res.flushHeaders();
  const firstScript = body.indexOf('<script');
  const inNonce = body.indexOf(RENDER_NONCE, body.indexOf('<body>')) + 7;
  const cuts = [0, firstScript + 3, inNonce, body.length].filter(
    (cut, i, all) => i === 0 || cut > all[i - 1]!,
  );
  let index = 0;
  const next = () => {
    if (index + 1 >= cuts.length) {
      res.end();
      return;
    }
    res.write(body.subarray(cuts[index], cuts[index + 1]));
    (res as unknown as { flush?: () => void }).flush?.();
    index += 1;
    setImmediate(next);
  };
  next();
}

async function start(): Promise<void> {
  stand = { status: 200, type: 'text/html; charset=utf-8', whole: false, extra: '' };
  seenByRenderer = [];
  const nonces = createPageNonces({ renderNonce: RENDER_NONCE });
  server = await startTestServer((req, res) => {
    nonces.wrap(req, res);
    nonces.forRenderer(req);
    render(req, res);
  });
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

function get(path = '/en/product/PM-1', headers: http.OutgoingHttpHeaders = GZIP, method = 'GET') {
  return server!.request(path, { headers, method });
}

function text(res: RawResponse): string {
  return (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.body) : res.body).toString();
}

/** The nonce the answer's policy names, after checking the policy's shape. */
function policyNonce(res: RawResponse): string {
  const policy = String(res.headers['content-security-policy']);
  const match = /^script-src 'nonce-([A-Za-z0-9_-]{22})' 'strict-dynamic' 'self'; /.exec(policy);
  expect(match, policy).not.toBeNull();
  expect(policy).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'");
  expect(policy).not.toContain('unsafe-inline');
  return match![1]!;
}

function expectNoRenderNonce(res: RawResponse): void {
  expect(text(res)).not.toContain(RENDER_NONCE);
  expect(JSON.stringify(res.headers)).not.toContain(RENDER_NONCE);
}

describe('a page answer', () => {
  it('streamed and gzipped: Next’s scripts carry the nonce the policy names, and only the answer knows it', async () => {
    await start();
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers.etag).toBeUndefined();
    const nonce = policyNonce(res);
    expect(text(res)).toBe(page(nonce, ''));
    expectNoRenderNonce(res);
    // Next rendered with the render nonce and was asked for an unencoded body.
    expect(nonceFromRequest({ headers: seenByRenderer[0] } as http.IncomingMessage)).toBe(RENDER_NONCE);
    expect(seenByRenderer[0]!['accept-encoding']).toBeUndefined();
  });

  it('a new nonce in every answer of one page', async () => {
    await start();
    const answers = [await get(), await get(), await get()];
    const nonces = answers.map(policyNonce);
    expect(new Set(nonces).size).toBe(3);
    for (const [index, res] of answers.entries()) {
      expect(text(res)).toBe(page(nonces[index]!, ''));
      expectNoRenderNonce(res);
    }
  });

  it('for a client without gzip: plain, same length, a new nonce each time', async () => {
    await start();
    const first = await get('/en/product/PM-1', {});
    stand.whole = true;
    const hit = await get('/en/product/PM-1', {});
    for (const res of [first, hit]) {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(page(policyNonce(res), ''));
      expectNoRenderNonce(res);
    }
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
    expect(policyNonce(first)).not.toBe(policyNonce(hit));
  });

  it('sent whole by Next (its own cache): the same, gzipped and plain', async () => {
    await start();
    stand.whole = true;
    const gz = await get('/en/a');
    const plain = await get('/en/b', {});
    expect(text(gz)).toBe(page(policyNonce(gz), ''));
    expect(plain.body.toString()).toBe(page(policyNonce(plain), ''));
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expectNoRenderNonce(gz);
    expectNoRenderNonce(plain);
  });

  it('with an attacker’s inline script in it: that script never gets the nonce', async () => {
    await start();
    stand.extra = `${ATTACK}<script nonce="guessed">window.__pwned=2</script>`;
    for (const res of [await get(), await get(), await get('/en/product/PM-1', {})]) {
      const nonce = policyNonce(res);
      const html = text(res);
      expect(html).toContain(ATTACK);
      expect(html).toContain('<script nonce="guessed">');
      const tags = html.match(/<script[^>]*>/g) ?? [];
      expect(tags.filter((tag) => tag.includes(`nonce="${nonce}"`))).toHaveLength(3);
      expect(tags).toHaveLength(5);
    }
  });

  it('a 404 page too, and a HEAD request', async () => {
    await start();
    stand.status = 404;
    const notFound = await get('/en/nope');
    expect(notFound.status).toBe(404);
    expect(text(notFound)).toBe(page(policyNonce(notFound), ''));
    const head = await get('/en/nope', GZIP, 'HEAD');
    expect(head.body.length).toBe(0);
    policyNonce(head);
  });

  it('ignores a policy the client sent: Next still renders with the render nonce', async () => {
    await start();
    await get('/en/x', { ...GZIP, 'content-security-policy': "script-src 'nonce-attackerChosen000000'" });
    expect(seenByRenderer[0]!['content-security-policy']).toBe(`script-src 'nonce-${RENDER_NONCE}'`);
  });
});

describe('answers that are not pages', () => {
  it('Next’s flight data: compressed, render nonce replaced, the policy left as it was', async () => {
    await start();
    stand.type = 'text/x-component';
    const res = await get('/en/x', { ...GZIP, rsc: '1' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-security-policy']).toBe(BASELINE_CSP);
    expect(text(res)).not.toContain(RENDER_NONCE);
  });

  it('a picture passes untouched', async () => {
    await start();
    stand.type = 'image/png';
    const res = await get('/media/x');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe(BASELINE_CSP);
    expect(res.body.toString()).toContain(RENDER_NONCE); // bytes as they were (a picture never holds it)
  });
});
