import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { sessions } from '@/server/db/schema';
import { api } from '@tests/setup/test-app';
import { createUser, GOOD_PASSWORD, resetAccountState, send, signIn } from '@tests/factories/users';

const T0 = new Date('2026-03-02T02:00:00.000Z');
let clock = T0.getTime();
const MINUTE = 60_000;

beforeEach(async () => {
  clock = T0.getTime();
  setClock(() => new Date(clock));
  await resetAccountState();
});
afterEach(() => resetClock());

const info = (headers: Record<string, string>) => send('/api/info?lang=en', 'GET', headers);

describe('session tokens', () => {
  it('work as "Bearer <token>" and as a bare token', async () => {
    const user = await createUser(await getDb());
    const { token } = await signIn(user.mobile, GOOD_PASSWORD);
    expect((await api('/api/info', { headers: { authorization: `Bearer ${token}` } })).body.status).toBe(200);
    expect((await api('/api/info', { headers: { authorization: token } })).body.status).toBe(200);
  });

  it('missing → 410000; garbage or unknown → 410001 (the client signs out on both)', async () => {
    expect((await api('/api/info')).body.status).toBe(410000);
    expect((await api('/api/info', { headers: { authorization: 'Bearer nope' } })).body.status).toBe(410000);
    const { res, body } = await api('/api/info', { headers: { authorization: `Bearer ${'A'.repeat(43)}` } });
    expect(res.status).toBe(401);
    expect(body.status).toBe(410001);
  });

  it('are never taken from the URL (row 12)', async () => {
    const user = await createUser(await getDb());
    const { token } = await signIn(user.mobile, GOOD_PASSWORD);
    expect((await api(`/api/info?token=${token}`)).body.status).toBe(410000);
  });
});

describe('session lifetime (row 13)', () => {
  it(`ends after SESSION_IDLE_MINUTES without a request`, async () => {
    const user = await createUser(await getDb());
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    clock += env.SESSION_IDLE_MINUTES * MINUTE - MINUTE;
    expect((await info(s.headers)).body.status).toBe(200); // activity keeps it alive…
    clock += env.SESSION_IDLE_MINUTES * MINUTE - MINUTE;
    expect((await info(s.headers)).body.status).toBe(200);
    clock += env.SESSION_IDLE_MINUTES * MINUTE + 1;
    expect((await info(s.headers)).body.status).toBe(410001); // … idleness ends it
  });

  it(`ends SESSION_ABSOLUTE_DAYS after sign-in, however active`, async () => {
    const user = await createUser(await getDb());
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    const db = await getDb();
    const end = clock + env.SESSION_ABSOLUTE_DAYS * 24 * 60 * MINUTE;
    // Constant activity is simulated by a fresh lastSeenAt (calling every hour for 30 days would be slow).
    const activeAt = async (at: number) => {
      clock = at;
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(at - MINUTE) })
        .where(eq(sessions.userId, user.id));
      return (await info(s.headers)).body.status;
    };
    expect(await activeAt(end - 24 * 60 * MINUTE)).toBe(200);
    expect(await activeAt(end - MINUTE)).toBe(200);
    expect(await activeAt(end + 1)).toBe(410001);
  });

  it('writes lastSeenAt at most once a minute', async () => {
    const user = await createUser(await getDb());
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    const db = await getDb();
    const seen = async () =>
      (await db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!.lastSeenAt.getTime();
    const start = await seen();
    clock += 30_000;
    await info(s.headers);
    expect(await seen()).toBe(start);
    clock += 31_000;
    await info(s.headers);
    expect(await seen()).toBe(clock);
  });

  it('logout ends this session only; reuse → 410001', async () => {
    const user = await createUser(await getDb());
    const a = await signIn(user.mobile, GOOD_PASSWORD);
    const b = await signIn(user.mobile, GOOD_PASSWORD);
    const out = await send('/api/logout?lang=en', 'POST', a.headers);
    expect(out.body).toMatchObject({ status: 200, data: null, msg: 'You have signed out.' });
    expect((await info(a.headers)).body.status).toBe(410001);
    expect((await send('/api/logout', 'POST', a.headers)).body.status).toBe(410001);
    expect((await info(b.headers)).body.status).toBe(200);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(sessions.id);
    expect(row?.revokedReason).toBe('logout');
  });
});
