import { describe, expect, it } from 'vitest';
import { STATUS } from '@/contracts/envelope-status';
import { api } from '@tests/setup/test-app';

describe('GET /api/xsrf', () => {
  it('answers 200 with an empty envelope and the XSRF cookie, which a first change then echoes', async () => {
    const { res, body } = await api('/api/xsrf?site=us&lang=en');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ status: 200, data: null });
    expect(res.headers.get('cache-control')).toContain('no-store');
    const token = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    expect(token).toBeTruthy();

    // The pair passes the XSRF check: a wrong password is refused as such, not as a forgery.
    const login = await api('/api/login?site=us&lang=en', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': decodeURIComponent(token!),
      },
      body: JSON.stringify({ username: '13800000000', password: 'wrong-password' }),
    });
    expect(login.body).not.toMatchObject({ status: STATUS.XSRF_FAILED });
    expect(login.body).toMatchObject({ status: expect.any(Number) });
  });

  it('checks site and lang like every call', async () => {
    const { res, body } = await api('/api/xsrf?site=xx&lang=en');
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ status: 400000 });
  });
});
