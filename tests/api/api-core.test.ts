import { describe, expect, it } from 'vitest';
import { STATUS } from '@/contracts/envelope';
import { createApp } from '@/server/api/app';
import { api, xsrfHeaders } from '@tests/setup/test-app';

describe('API core: envelope, locale, XSRF, limits', () => {
  it('an unknown /api path is a translated 404000 naming the path', async () => {
    const en = await api('/api/does-not-exist?lang=en');
    expect(en.res.status).toBe(404);
    expect(en.body).toEqual({ status: 404000, msg: 'Not found: /api/does-not-exist', data: null });
    const zh = await api('/api/does-not-exist');
    expect(zh.body).toEqual({ status: 404000, msg: '未找到：/api/does-not-exist', data: null });
  });

  it('a GET answer sets a script-readable XSRF-TOKEN cookie for the whole site', async () => {
    const { res } = await api('/api/cate');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('a GET with a valid cookie does not get a new one', async () => {
    const headers = await xsrfHeaders();
    const { res } = await api('/api/cate', { headers: { cookie: headers.cookie! } });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  describe('mutating calls need the XSRF header to match the cookie', () => {
    it.each([
      ['no header and no cookie', async () => ({})],
      ['a header without the cookie', async () => ({ 'x-xsrf-token': (await xsrfHeaders())['x-xsrf-token']! })],
      ['a cookie without the header', async () => ({ cookie: (await xsrfHeaders()).cookie! })],
      ['a forged token in both', async () => ({ cookie: 'XSRF-TOKEN=abc.def', 'x-xsrf-token': 'abc.def' })],
      ['mismatching tokens', async () => ({ cookie: (await xsrfHeaders()).cookie!, 'x-xsrf-token': (await xsrfHeaders())['x-xsrf-token']! })],
      ['a cross-site request', async () => ({ ...(await xsrfHeaders()), 'sec-fetch-site': 'cross-site' })],
    ])('%s → 403001', async (_label, headersFor) => {
      const { res, body } = await api('/api/cate?lang=en', { method: 'POST', headers: await headersFor(), body: '{}' });
      expect(res.status).toBe(403);
      expect(body).toEqual({
        status: STATUS.XSRF_FAILED,
        msg: 'The security token is missing or does not match. Reload the page and try again.',
        data: null,
      });
    });

    it('a matching pair passes the check (then the router decides: /api/cate is GET only → 405000 with Allow)', async () => {
      const { res, body } = await api('/api/cate', { method: 'POST', headers: await xsrfHeaders(), body: '{}' });
      expect(res.status).toBe(405);
      expect(body.status).toBe(405000);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    });

    it('a path no method answers is 404000, whatever the body', async () => {
      const { res, body } = await api('/api/nowhere', { method: 'POST', headers: await xsrfHeaders(), body: 'not json' });
      expect(res.status).toBe(404);
      expect(body.status).toBe(404000);
    });
  });

  it('a body over 1 MB is refused with 413000', async () => {
    const big = JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) });
    const withToken = await api('/api/login?lang=en', {
      method: 'POST',
      headers: { ...(await xsrfHeaders()), 'content-type': 'application/json' },
      body: big,
    });
    expect(withToken.res.status).toBe(413);
    expect(withToken.body).toEqual({ status: 413000, msg: 'The request body is too large (limit 1 MB).', data: null });
    const withoutToken = await api('/api/login', { method: 'POST', body: big });
    expect([403, 413]).toContain(withoutToken.res.status);
  });

  it.each([
    ['site=xx', '/api/cate?site=xx', 'Unknown site "xx". Use one of: us, de, au, uk.', '未知站点“xx”。可选：us、de、au、uk。'],
    ['lang=fr', '/api/cate?lang=fr', null, '未知语言“fr”。可选：en 或 zh。'],
  ])('%s → 400000, translated', async (_label, path, en, zh) => {
    if (en) expect((await api(`${path}&lang=en`)).body).toEqual({ status: 400000, msg: en, data: null });
    const { res, body } = await api(path);
    expect(res.status).toBe(400);
    expect(body).toEqual({ status: 400000, msg: zh, data: null });
  });

  it('an unexpected error is a 500000 without details; a lost database is a 503000', async () => {
    const app = createApp();
    app.get('/__boom', () => {
      throw new Error('secret internal detail');
    });
    app.get('/__db-down', () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    const originalError = console.error;
    console.error = () => {};
    try {
      const boom = await app.request('/__boom?lang=en');
      expect(boom.status).toBe(500);
      expect(await boom.json()).toEqual({ status: 500000, msg: 'Something went wrong on our side. Please try again.', data: null });
      const down = await app.request('/__db-down');
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 503000, msg: '服务繁忙或暂时不可用，请稍后再试。', data: null });
    } finally {
      console.error = originalError;
    }
  });
});
