import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { sessions, users } from '@/server/db/schema';
import { checkNewPassword } from '@/server/security/password-policy';
import {
  createUser,
  GOOD_PASSWORD,
  nextMobile,
  requestCode,
  resetAccountState,
  send,
  signIn,
  visitorPost,
} from '@tests/factories/users';

const T0 = new Date('2026-03-02T02:00:00.000Z');
let clock = T0.getTime();

beforeEach(async () => {
  clock = T0.getTime();
  setClock(() => new Date(clock));
  await resetAccountState();
});
afterEach(() => resetClock());

/** Sends a reset code to `mobile` and sets `password` with it; returns the answer. */
async function resetWithCode(mobile: string, password: string) {
  const code = (await requestCode(mobile, 'autopartsResetPwd')) ?? '000000';
  clock += 61_000; // let the next send through the 60 s gap
  return visitorPost('/api/reset?lang=en', { username: mobile, code, password });
}
const login = async (mobile: string, password: string) =>
  (await visitorPost('/api/login?lang=en', { username: mobile, password })).body;

describe('password policy (row 5)', () => {
  it('64- and 128-character, CJK and emoji passwords work; nothing is truncated', async () => {
    const db = await getDb();
    for (const password of [
      'x'.repeat(63) + '1',
      'Ab3-'.repeat(32),
      '我的汽配密码很安全吧',
      '🔧🔩🚗 brake pads',
    ]) {
      const user = await createUser(db, { password: null });
      expect((await resetWithCode(user.mobile, password)).body.status).toBe(200);
      expect((await login(user.mobile, password)).status).toBe(200);
      // Every character counts: the text minus its last character, or cut at 72 bytes (bcrypt's limit), is wrong.
      expect((await login(user.mobile, [...password].slice(0, -1).join(''))).status).toBe(403000);
      if (password.length > 72) expect((await login(user.mobile, password.slice(0, 72))).status).toBe(403000);
    }
  });

  it('counts characters, not bytes: 8 CJK characters are enough, 7 are not', () => {
    expect(checkNewPassword('汽配商城密码安全')).toBeNull();
    expect(checkNewPassword('汽配商城密码安')).toBe('passwordTooShort');
    expect(checkNewPassword('a'.repeat(129))).toBe('passwordTooLong');
  });

  it('refuses short, long and common passwords without using up the code', async () => {
    const user = await createUser(await getDb(), { password: null });
    const code = (await requestCode(user.mobile, 'autopartsResetPwd'))!;
    for (const [password, path] of [
      ['short1', 'password'],
      ['a'.repeat(129), 'password'],
      ['password123', 'password'],
      ['PartsMall', 'password'],
      ['12345678', 'password'],
      [`${user.mobile}x`, 'password'],
    ] as const) {
      const { body } = await visitorPost('/api/reset?lang=en', { username: user.mobile, code, password });
      expect(body.status, password).toBe(400001);
      expect(body.errors?.[0]?.path).toBe(path);
    }
    expect(
      (await visitorPost('/api/reset', { username: user.mobile, code, password: 'Trolley-Gasket-77' })).body
        .status,
    ).toBe(200);
  });

  it('no composition rules: a long all-lowercase passphrase is fine', () => {
    expect(checkNewPassword('correct horse battery staple')).toBeNull();
  });

  it('the stored hash is argon2id m=19456,t=2,p=1 (row 6)', async () => {
    const user = await createUser(await getDb(), { password: null });
    await resetWithCode(user.mobile, 'Trolley-Gasket-77');
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row!.passwordHash!);
    expect(params?.slice(1).map(Number)).toEqual([19456, 2, 1]);
  });
});

describe('POST /api/reset (row 11)', () => {
  it('same answer whether or not the number exists (or is pending)', async () => {
    const db = await getDb();
    const approved = await createUser(db);
    const pending = await createUser(db, { status: 'pending', password: null });
    const answers = [];
    for (const mobile of [approved.mobile, pending.mobile, nextMobile()]) {
      const { res, body } = await visitorPost('/api/reset?lang=en', {
        username: mobile,
        code: '123456',
        password: 'Trolley-Gasket-77',
      });
      answers.push({ http: res.status, body });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.body.status).toBe(400001);
    expect(answers[0]!.body.msg).toMatch(/wrong or has expired/);
  });

  it('a pending applicant gets no reset code, so cannot set a password before approval', async () => {
    const pending = await createUser(await getDb(), { status: 'pending', password: null });
    expect(await requestCode(pending.mobile, 'autopartsResetPwd')).toBeNull();
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, pending.id));
    expect(row?.passwordHash).toBeNull();
  });

  it('sets the password and ends every session: old tokens → 410001', async () => {
    const user = await createUser(await getDb());
    const a = await signIn(user.mobile, GOOD_PASSWORD);
    const b = await signIn(user.mobile, GOOD_PASSWORD);
    const { body } = await resetWithCode(user.mobile, 'Trolley-Gasket-77');
    expect(body).toMatchObject({ status: 200, msg: 'Your password has been set. Please sign in.' });
    expect((await send('/api/info', 'GET', a.headers)).body.status).toBe(410001);
    expect((await send('/api/info', 'GET', b.headers)).body.status).toBe(410001);
    expect((await login(user.mobile, GOOD_PASSWORD)).status).toBe(403000);
    expect((await login(user.mobile, 'Trolley-Gasket-77')).status).toBe(200);
  });

  it('a reset code is single use', async () => {
    const user = await createUser(await getDb());
    const code = (await requestCode(user.mobile, 'autopartsResetPwd'))!;
    expect(
      (await visitorPost('/api/reset', { username: user.mobile, code, password: 'Trolley-Gasket-77' })).body
        .status,
    ).toBe(200);
    expect(
      (await visitorPost('/api/reset', { username: user.mobile, code, password: 'Another-Gasket-88' })).body
        .status,
    ).toBe(400001);
  });
});

describe('POST /api/user/password', () => {
  it('needs the current password; ends other sessions and keeps this one', async () => {
    const user = await createUser(await getDb());
    const here = await signIn(user.mobile, GOOD_PASSWORD);
    const elsewhere = await signIn(user.mobile, GOOD_PASSWORD);
    const wrong = await send('/api/user/password?lang=en', 'POST', here.headers, {
      currentPassword: 'nope-nope',
      newPassword: 'Trolley-Gasket-77',
    });
    expect(wrong.body).toMatchObject({ status: 400001, errors: [{ path: 'currentPassword' }] });
    const weak = await send('/api/user/password', 'POST', here.headers, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'qwertyuiop',
    });
    expect(weak.body.status).toBe(400001);
    const { body } = await send('/api/user/password?lang=en', 'POST', here.headers, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Trolley-Gasket-77',
    });
    expect(body).toMatchObject({ status: 200, data: { otherSessionsEnded: 1 } });
    expect((await send('/api/info', 'GET', here.headers)).body.status).toBe(200);
    expect((await send('/api/info', 'GET', elsewhere.headers)).body.status).toBe(410001);
    const rows = await (await getDb()).select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.filter((r) => r.revokedReason === 'password-change')).toHaveLength(1);
    expect((await login(user.mobile, 'Trolley-Gasket-77')).status).toBe(200);
  });

  it('10 wrong current passwords an hour → 429', async () => {
    const user = await createUser(await getDb());
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await send('/api/user/password', 'POST', s.headers, {
            currentPassword: `bad-${i}-guess`,
            newPassword: 'Trolley-Gasket-77',
          })
        ).body.status,
      ).toBe(400001);
    }
    expect(
      (
        await send('/api/user/password', 'POST', s.headers, {
          currentPassword: GOOD_PASSWORD,
          newPassword: 'Trolley-Gasket-77',
        })
      ).body.status,
    ).toBe(429000);
  });
});
