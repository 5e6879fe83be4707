import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@/contracts/envelope';
import { createApiListener } from '@/server/api/node-listener';
import { api, testApp } from '@tests/setup/test-app';
import { startTestServer, type TestServer } from '@tests/setup/http-test-server';
import { errorPages } from '../../scripts/write-error-pages';

/**
 * A request whose path or query has broken percent encoding gets the API's 400 envelope, translated,
 * and never reaches a route (docs/decisions/0063-dynamic-keys-and-malformed-urls.md).
 */
const MALFORMED = [
  '/api/products/%zz',
  '/api/products/%',
  '/api/products/%25',
  '/api/products/PM-%E4%B8',
  '/api/search?q=%',
  '/api/search?q=%E4%ZZ',
  '/api/search?keyword=ok&q=%E4%B8',
  '/api/cate?x=%zz',
  '/api/%zz',
  '/proxy/amap/?keywords=%',
  '/proxy/amap/%25',
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(createApiListener(testApp() as never));
});
afterAll(() => server.close());

describe('malformed percent encoding in API URLs', () => {
  it.each(MALFORMED)('%s answers the 400 envelope (in process)', async (url) => {
    const { res, body } = await api(url);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(body).toEqual({
      status: STATUS.BAD_REQUEST,
      msg: expect.stringContaining('%') as string,
      data: null,
    });
    expect(body.msg).toContain('百分号');
  });

  it.each(MALFORMED)('%s answers the 400 envelope over HTTP, as sent on the wire', async (url) => {
    const answer = await server.request(url);
    expect(answer.status).toBe(400);
    const body = JSON.parse(answer.body.toString()) as { status: number; msg: string; data: null };
    expect(body.status).toBe(STATUS.BAD_REQUEST);
    expect(body.data).toBeNull();
  });

  it('speaks English when the query asks for it, and never echoes the URL', async () => {
    const { res, body } = await api('/api/search?lang=en&q=%E4%ZZzz-marker');
    expect(res.status).toBe(400);
    expect(body.msg).toMatch(/cannot be read/);
    expect(body.msg).not.toContain('marker');
  });

  it('a percent sign that is itself encoded is a query value like any other', async () => {
    const { res, body } = await api('/api/cate?note=50%25&lang=en');
    expect(res.status).toBe(200);
    expect(body.status).toBe(STATUS.OK);
  });

  it('well-formed encodings still reach their route', async () => {
    const product = await api('/api/products/NO%2DSUCH%2DSKU');
    expect(product.res.status).toBe(404);
    const tree = await api('/api/cate?note=%E5%88%B9%E8%BD%A6+%E7%89%87');
    expect(tree.res.status).toBe(200);
  });

  it("nginx's own answer (written by the build) is the envelope the API gives, in both languages", async () => {
    const files = errorPages();
    const zh = await api('/api/products/%zz');
    expect(JSON.parse(files['400.json']!)).toEqual(zh.body);
    const en = await api('/api/products/%zz?lang=en');
    expect(JSON.parse(files['400.en.json']!)).toEqual(en.body);
  });
});
