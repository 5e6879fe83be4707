import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withRequestScope } from '@/server/observability/access-log';
import { metrics } from '@/server/observability/metrics';
import { logEvent, setLogSink } from '@/server/security/safe-log';
import { startTestServer, type TestServer } from '@tests/setup/http-test-server';

/*
 * The node:http side both servers wrap their handler in: the request's id (X-Request-Id, and the
 * Server-Timing entry the 500 page reads), the id on every line logged while it runs, one access line
 * per request except the probes, and the request counted under a fixed route name.
 */

const lines: Record<string, unknown>[] = [];
let server: TestServer | undefined;

beforeEach(() => {
  lines.length = 0;
  setLogSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
});
afterEach(async () => {
  setLogSink(null);
  await server?.close();
  server = undefined;
});

async function serve(trustIncomingId: boolean) {
  server = await startTestServer(
    withRequestScope(
      (req, res) => {
        // Work that logs on its own, a tick later: still under the request's id.
        setTimeout(() => {
          logEvent('info', 'handler.ran', { seenId: req.headers['x-request-id'] });
          res.writeHead(req.url === '/boom' ? 500 : 200, { 'content-type': 'text/plain' });
          res.end('ok');
        }, 1);
      },
      { trustIncomingId },
    ),
  );
  return server;
}

describe('withRequestScope', () => {
  it('gives each request an id, on the answer and on every line it logs, and logs one access line', async () => {
    const s = await serve(false);
    const answer = await s.request('/en/product/ABC-123?ref=mail', { headers: { 'x-request-id': 'spoofed-by-client-1' } });
    const id = String(answer.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers['server-timing']).toBe(`rid;desc="${id}"`);
    const handler = lines.find((line) => line.event === 'handler.ran')!;
    expect(handler).toMatchObject({ requestId: id, seenId: id });
    const access = lines.find((line) => line.event === 'http.request')!;
    expect(access).toMatchObject({ requestId: id, method: 'GET', path: '/en/product/ABC-123', route: 'page', status: 200 });
    expect(JSON.stringify(access)).not.toContain('ref=mail');
  });

  it('keeps a trusted proxy’s id of the right shape', async () => {
    const s = await serve(true);
    const nginx = await s.request('/', { headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' } });
    expect(nginx.headers['x-request-id']).toBe('0123456789abcdef0123456789abcdef');
    const odd = await s.request('/', { headers: { 'x-request-id': 'has"quote-and-more' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes no access line for the probes, and a warning for a 5xx', async () => {
    const s = await serve(false);
    await s.request('/healthz');
    await s.request('/readyz');
    await s.request('/metrics');
    expect(lines.filter((line) => line.event === 'http.request')).toEqual([]);
    await s.request('/boom');
    expect(lines.find((line) => line.event === 'http.request')).toMatchObject({ level: 'warn', status: 500 });
  });

  it('counts what the API app did not serve under a fixed name, never the URL', async () => {
    const s = await serve(false);
    await s.request('/_next/static/chunks/abc123.js');
    await s.request('/some/unknown/page-xyz');
    const text = await metrics().registry.metrics();
    expect(text).toMatch(/partsmall_http_requests_total\{method="GET",route="static",status="200"\} [1-9]/);
    expect(text).toMatch(/partsmall_http_requests_total\{method="GET",route="page",status="200"\} [1-9]/);
    expect(text).not.toContain('page-xyz');
    expect(text).not.toContain('abc123');
  });
});
