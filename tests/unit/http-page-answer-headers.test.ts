import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { guardPageAnswerHeaders } from '@/server/http/page-answer-headers';
import { startTestServer, type TestServer } from '@tests/setup/http-test-server';

/**
 * The head of every page answer scripts/serve.ts lets Next write, on a real `node:http` server with a
 * stand-in for Next that sets headers the way Next does (setHeader, or in writeHead itself).
 */
const SHAREABLE = 's-maxage=3600, stale-while-revalidate=31532400';
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Render = (res: http.ServerResponse) => void;
async function serve(render: Render) {
  server = await startTestServer((_req, res) => {
    guardPageAnswerHeaders(res);
    render(res);
  });
  return server;
}

function likeNext(status: number, how: 'setHeader' | 'writeHead'): Render {
  const headers = {
    'x-middleware-rewrite': '/en/us/product/NOPE-1',
    'cache-control': SHAREABLE,
    'x-other': 'kept',
  };
  return (res) => {
    if (how === 'setHeader') {
      res.statusCode = status;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.end('page');
    } else {
      res.writeHead(status, {
        'X-Middleware-Rewrite': headers['x-middleware-rewrite'],
        'Cache-Control': SHAREABLE,
        'x-other': 'kept',
      });
      res.end('page');
    }
  };
}

describe('guardPageAnswerHeaders', () => {
  it.each(['setHeader', 'writeHead'] as const)(
    'a 200 keeps its caching but not the internal route (%s)',
    async (how) => {
      const { request } = await serve(likeNext(200, how));
      const res = await request('/en/product/PM-1');
      expect(res.status).toBe(200);
      expect(res.headers['x-middleware-rewrite']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(SHAREABLE);
      expect(res.headers['x-other']).toBe('kept');
    },
  );

  it.each(['setHeader', 'writeHead'] as const)('a 404 is never shareable (%s)', async (how) => {
    const { request } = await serve(likeNext(404, how));
    const res = await request('/en/product/NOPE-1');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-middleware-rewrite']).toBeUndefined();
    expect(res.headers['x-other']).toBe('kept');
  });
});
