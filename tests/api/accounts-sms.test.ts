import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/env';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { outbox, smsCodes } from '@/server/db/schema';
import { consumeSmsCode } from '@/server/accounts/consume-sms-code';
import {
  createUser,
  nextMobile,
  REGION,
  requestCode,
  resetAccountState,
  smsFor,
  visitorPost,
} from '@tests/factories/users';

const T0 = new Date('2026-03-02T02:00:00.000Z');
let clock = T0.getTime();
const advance = (ms: number) => {
  clock += ms;
};

beforeEach(async () => {
  clock = T0.getTime();
  setClock(() => new Date(clock));
  await resetAccountState();
});
afterEach(() => resetClock());

const register = (mobile: string, code: string) =>
  visitorPost('/api/reg?lang=en', {
    mobile,
    smsContent: code,
    name: '李四',
    operatorGroupName: '测试汽配',
    ...REGION,
  });

async function smsRows() {
  const [row] = await (await getDb()).select({ n: count() }).from(outbox).where(eq(outbox.channel, 'sms'));
  return row?.n ?? 0;
}

describe('SMS codes (row 9)', () => {
  it('are 6 digits, stored only as an HMAC, and queued as a verificationCode SMS', async () => {
    const mobile = nextMobile();
    const code = await requestCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await (await getDb()).select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.purpose).toBe('autopartsContactApply');
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60_000);
    const [sms] = await smsFor(mobile);
    expect(sms).toMatchObject({ template: 'verificationCode', params: { code } });
  });

  it('accepts +86 and 0086 prefixes and stores the bare number', async () => {
    const mobile = nextMobile();
    const { body } = await visitorPost('/api/send/sms', { username: `+86${mobile}` });
    expect(body).toMatchObject({ status: 200, data: { resendAfterSeconds: 60 } });
    advance(61_000);
    expect((await visitorPost('/api/send/sms', { username: `0086${mobile}` })).body.status).toBe(200);
    expect(await smsFor(mobile)).toHaveLength(2);
  });

  it('cannot be reused', async () => {
    const mobile = nextMobile();
    const code = (await requestCode(mobile))!;
    expect((await register(mobile, code)).body.status).toBe(200);
    const db = await getDb();
    expect(await consumeSmsCode(db, { mobile, purpose: 'autopartsContactApply', code })).toBe(false);
  });

  it('burn after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const mobile = nextMobile();
    const code = (await requestCode(mobile))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const { body } = await register(mobile, wrong);
      expect(body.status).toBe(400001);
      expect(body.errors?.[0]?.path).toBe('smsContent');
    }
    const { body } = await register(mobile, code);
    expect(body.status).toBe(400001);
  });

  it('are bound to the purpose: a registration code does not reset a password', async () => {
    const user = await createUser(await getDb(), { password: null });
    const mobile = nextMobile();
    const code = (await requestCode(mobile))!;
    const db = await getDb();
    expect(await consumeSmsCode(db, { mobile, purpose: 'autopartsResetPwd', code })).toBe(false);
    expect(await consumeSmsCode(db, { mobile, purpose: 'autopartsContactApply', code })).toBe(true);
    // … and to the number: a reset code of an approved account does not work for another number.
    const other = (await requestCode(user.mobile, 'autopartsResetPwd')) ?? '123456';
    expect(
      await consumeSmsCode(db, { mobile: nextMobile(), purpose: 'autopartsResetPwd', code: other }),
    ).toBe(false);
  });

  it('expire after 5 minutes (fake clock)', async () => {
    const mobile = nextMobile();
    const code = (await requestCode(mobile))!;
    advance(5 * 60_000 + 1);
    expect((await register(mobile, code)).body.status).toBe(400001);
  });

  it('only the newest code counts', async () => {
    const mobile = nextMobile();
    const first = (await requestCode(mobile))!;
    advance(61_000);
    const second = (await requestCode(mobile))!;
    if (first !== second) expect((await register(mobile, first)).body.status).toBe(400001);
    expect((await register(mobile, second)).body.status).toBe(200);
  });
});

describe('SMS sending limits (row 10)', () => {
  it('100 requests for one number within 60 s → exactly 1 SMS', async () => {
    const mobile = nextMobile();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => visitorPost('/api/send/sms?lang=en', { username: mobile })),
    );
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429000)).toHaveLength(99);
    expect(answers.find((a) => a.body.status === 429000)?.body.msg).toMatch(/wait \d+ s/);
    expect(await smsFor(mobile)).toHaveLength(1);
  });

  it('per number: 5 an hour, 10 a day', async () => {
    const mobile = nextMobile();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await visitorPost('/api/send/sms', { username: mobile })).body.status);
      advance(61_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429000]);
    // Next hour: 5 more, but the day stops at 10.
    advance(60 * 60_000);
    for (let i = 0; i < 6; i++) {
      statuses.push((await visitorPost('/api/send/sms', { username: mobile })).body.status);
      advance(61_000);
    }
    expect(statuses.slice(6)).toEqual([200, 200, 200, 200, 200, 429000]);
    expect(await smsFor(mobile)).toHaveLength(10);
    advance(24 * 60 * 60_000);
    expect((await visitorPost('/api/send/sms', { username: mobile })).body.status).toBe(200);
  });

  it('per IP: 20 an hour, whatever the numbers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await visitorPost('/api/send/sms', { username: nextMobile() })).body.status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429000);
    expect(await smsRows()).toBe(20);
  });

  it('only mainland numbers: +44… → 400 and nothing queued', async () => {
    for (const username of [
      '+447911123456',
      '447911123456',
      '12800138000',
      '1380013800',
      '+8612800138000',
      '',
    ]) {
      const { res, body } = await visitorPost('/api/send/sms', { username });
      expect(res.status).toBe(400);
      expect(body.status).toBe(400001);
    }
    expect(await smsRows()).toBe(0);
  });

  it('an unknown issue is refused', async () => {
    const { body } = await visitorPost('/api/send/sms', { username: nextMobile(), issue: 'somethingElse' });
    expect(body.status).toBe(400001);
  });

  it('the store-wide daily cap opens a circuit: 503, no SMS queued', async () => {
    const original = env.SMS_DAILY_GLOBAL_CAP;
    env.SMS_DAILY_GLOBAL_CAP = 3;
    try {
      for (let i = 0; i < 3; i++)
        expect((await visitorPost('/api/send/sms', { username: nextMobile() })).body.status).toBe(200);
      const { res, body } = await visitorPost('/api/send/sms?lang=en', { username: nextMobile() });
      expect(res.status).toBe(503);
      expect(body).toMatchObject({ status: 503000, data: null });
      expect(body.msg).toMatch(/cannot be sent/);
      expect(await smsRows()).toBe(3);
      // Next day (China time) the budget is fresh.
      advance(24 * 60 * 60_000);
      expect((await visitorPost('/api/send/sms', { username: nextMobile() })).body.status).toBe(200);
    } finally {
      env.SMS_DAILY_GLOBAL_CAP = original;
    }
  });

  it('limits live in the database (shared by every app instance)', async () => {
    const mobile = nextMobile();
    await visitorPost('/api/send/sms', { username: mobile });
    const rows = await (await getDb()).execute(sql`SELECT key FROM rate_limits ORDER BY key`);
    const keys =
      (rows as unknown as { rows?: { key: string }[] }).rows ?? (rows as unknown as { key: string }[]);
    expect(keys.map((r) => r.key)).toEqual(
      expect.arrayContaining([`sms-gap:${mobile}`, `sms-hour:${mobile}`, `sms-day:${mobile}`]),
    );
  });
});

describe('no enumeration through send/sms (rows 8, 11)', () => {
  it('a registration code for a registered number: same answer, nothing sent', async () => {
    const db = await getDb();
    const taken = await createUser(db);
    const free = nextMobile();
    const a = await visitorPost('/api/send/sms?lang=en', { username: taken.mobile });
    const b = await visitorPost('/api/send/sms?lang=en', { username: free });
    expect(a.res.status).toBe(b.res.status);
    expect(a.body).toEqual(b.body);
    expect(await smsFor(taken.mobile)).toHaveLength(0);
    expect(await smsFor(free)).toHaveLength(1);
  });

  it('a reset code for an unknown or not-approved number: same answer, nothing sent', async () => {
    const db = await getDb();
    const approved = await createUser(db);
    const pending = await createUser(db, { status: 'pending', password: null });
    const unknown = nextMobile();
    const answers = [];
    for (const mobile of [approved.mobile, pending.mobile, unknown]) {
      answers.push(
        (await visitorPost('/api/send/sms?lang=en', { username: mobile, issue: 'autopartsResetPwd' })).body,
      );
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await smsFor(approved.mobile)).toHaveLength(1);
    expect(await smsFor(pending.mobile)).toHaveLength(0);
    expect(await smsFor(unknown)).toHaveLength(0);
  });
});
