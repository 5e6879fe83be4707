import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { api, xsrfHeaders } from '@tests/setup/test-app';
import {
  createUser,
  GOOD_PASSWORD,
  resetAccountState,
  send,
  signIn,
  xsrfCookieOf,
} from '@tests/factories/users';

beforeEach(async () => {
  await resetAccountState();
});

const withXsrf = (authorization: string, xsrf: string) => ({
  authorization,
  cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`,
  'x-xsrf-token': xsrf,
});

describe('XSRF bound to the session (row 14)', () => {
  it('login answers a fresh session-bound cookie; the visitor value then fails', async () => {
    const user = await createUser(await getDb());
    const visitor = await xsrfHeaders();
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    expect(s.headers['x-xsrf-token']).not.toBe(visitor['x-xsrf-token']);
    const bearer = `Bearer ${s.token}`;
    const withVisitor = await send('/api/logout', 'POST', { ...visitor, authorization: bearer });
    expect(withVisitor.res.status).toBe(403);
    expect(withVisitor.body.status).toBe(403001);
    // The refusal hands out a value for this session, so the client's retry works.
    const fresh = xsrfCookieOf(withVisitor.res);
    expect(fresh).toBeTruthy();
    expect((await send('/api/logout', 'POST', withXsrf(bearer, fresh!))).body.status).toBe(200);
  });

  it("one session's value fails for another", async () => {
    const db = await getDb();
    const a = await signIn((await createUser(db)).mobile, GOOD_PASSWORD);
    const b = await signIn((await createUser(db)).mobile, GOOD_PASSWORD);
    const { body } = await send(
      '/api/logout',
      'POST',
      withXsrf(`Bearer ${b.token}`, a.headers['x-xsrf-token']!),
    );
    expect(body.status).toBe(403001);
    expect((await send('/api/logout', 'POST', b.headers)).body.status).toBe(200);
  });

  it("a session's value fails for a visitor", async () => {
    const s = await signIn((await createUser(await getDb())).mobile, GOOD_PASSWORD);
    const { authorization: _drop, ...cookieOnly } = s.headers;
    const { body } = await send('/api/login', 'POST', cookieOnly, {
      username: '13800000000',
      password: 'whatever1',
    });
    expect(body.status).toBe(403001);
  });

  it('missing header → 403001; header ≠ cookie → 403001; cross-site → 403001', async () => {
    const s = await signIn((await createUser(await getDb())).mobile, GOOD_PASSWORD);
    const { 'x-xsrf-token': _h, ...noHeader } = s.headers;
    expect((await send('/api/logout', 'POST', noHeader)).body.status).toBe(403001);
    expect((await send('/api/logout', 'POST', { ...s.headers, 'x-xsrf-token': 'x.y' })).body.status).toBe(
      403001,
    );
    expect(
      (await send('/api/logout', 'POST', { ...s.headers, 'sec-fetch-site': 'cross-site' })).body.status,
    ).toBe(403001);
    expect((await send('/api/logout', 'POST', s.headers)).body.status).toBe(200);
  });

  it('logout and a dead session hand back a visitor cookie that works for the next sign-in', async () => {
    const user = await createUser(await getDb());
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    const out = await send('/api/logout', 'POST', s.headers);
    const visitorValue = xsrfCookieOf(out.res);
    expect(visitorValue).toBeTruthy();
    const again = await send(
      '/api/login',
      'POST',
      { cookie: `XSRF-TOKEN=${encodeURIComponent(visitorValue!)}`, 'x-xsrf-token': visitorValue! },
      { username: user.mobile, password: GOOD_PASSWORD },
    );
    expect(again.body.status).toBe(200);
    // A call with the dead token: 410001 plus a visitor cookie.
    const dead = await send('/api/info', 'GET', s.headers);
    expect(dead.body.status).toBe(410001);
    const next = xsrfCookieOf(dead.res);
    expect(next).toBeTruthy();
    expect(
      (
        await send(
          '/api/login',
          'POST',
          { cookie: `XSRF-TOKEN=${encodeURIComponent(next!)}`, 'x-xsrf-token': next! },
          { username: user.mobile, password: GOOD_PASSWORD },
        )
      ).body.status,
    ).toBe(200);
  });

  it('a signed-in GET with a visitor cookie self-heals to a bound one; a token-less GET keeps the bound one', async () => {
    const s = await signIn((await createUser(await getDb())).mobile, GOOD_PASSWORD);
    const visitor = await xsrfHeaders();
    const healed = await send('/api/info', 'GET', { ...visitor, authorization: `Bearer ${s.token}` });
    const bound = xsrfCookieOf(healed.res);
    expect(bound).toBeTruthy();
    expect(
      (await send('/api/user/profile', 'PUT', withXsrf(`Bearer ${s.token}`, bound!), {})).body.status,
    ).toBe(400001);
    const catalogue = await api('/api/cate', {
      headers: { cookie: `XSRF-TOKEN=${encodeURIComponent(bound!)}` },
    });
    expect(xsrfCookieOf(catalogue.res)).toBeNull();
  });
});

describe('cookies (row 15)', () => {
  it('XSRF-TOKEN: Path=/, SameSite=Lax, script-readable (by design); no other cookie is set by account calls', async () => {
    const user = await createUser(await getDb());
    const visitor = await xsrfHeaders();
    const { res } = await send('/api/login', 'POST', visitor, {
      username: user.mobile,
      password: GOOD_PASSWORD,
    });
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    const [cookie] = cookies;
    expect(cookie).toMatch(/^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Lax$/);
    // The session token travels in the body and the Authorization header only: never a cookie.
    expect(cookie).not.toContain(res.headers.get('authorization') ?? '@@');
  });
});
