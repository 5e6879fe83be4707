import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { auditLog, staffRecoveryCodes, staffTotp } from '@/server/db/schema';
import { openSecret, sealSecret } from '@/server/staff/secret-box';
import { createAdminWithSecondFactor, enrolSecondFactor, totpCodeAt } from '@tests/factories/staff';
import { createOperator, createUser, GOOD_PASSWORD, resetAccountState, send, signIn } from '@tests/factories/users';

const STATUS_PATH = '/api/staff/second-factor';
const VERIFY = '/api/staff/second-factor/verify?lang=en';
const at = (iso: string) => setClock(() => new Date(iso));

beforeAll(() => resetAccountState());
afterEach(() => resetClock());

describe('TOTP enrolment (admin)', () => {
  it('QR URI and secret for manual entry; the first code enrols, gives 10 recovery codes and passes the session', async () => {
    const db = await getDb();
    const user = await createUser(db, { role: 'admin' });
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    expect((await send(STATUS_PATH, 'GET', s.headers)).body.data).toEqual({ role: 'admin', required: true, enrolled: false, passed: false });
    // Not enrolled yet: verify has nothing to check against.
    expect((await send(VERIFY, 'POST', s.headers, { code: '123456' })).body.status).toBe(409000);

    const start = await send(`${STATUS_PATH}/enrolment`, 'POST', s.headers);
    const { secret, otpauthUri } = start.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(new RegExp(`^otpauth://totp/PartsMall:${user.mobile}\\?secret=${secret}`));
    // A wrong code does not enrol.
    const wrong = await send(`${STATUS_PATH}/enrolment/confirm?lang=en`, 'POST', s.headers, { code: '000000' });
    expect(wrong.body).toMatchObject({ status: 400001, msg: 'The code is wrong or was already used.' });
    const ok = await send(`${STATUS_PATH}/enrolment/confirm`, 'POST', s.headers, { code: await totpCodeAt(secret) });
    expect(ok.body.status).toBe(200);
    expect(ok.body.data.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.body.data.recoveryCodes).size).toBe(10);
    expect((await send(STATUS_PATH, 'GET', s.headers)).body.data).toMatchObject({ enrolled: true, passed: true });
    expect((await send('/api/admin/users', 'GET', s.headers)).body.status).toBe(200);

    // At rest: the secret sealed (not readable in the row), recovery codes hashed.
    const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, user.id));
    expect(row?.secretEnc).not.toContain(secret);
    expect(openSecret(row!.secretEnc!, user.id)).toBe(secret);
    expect(() => openSecret(row!.secretEnc!, user.id + 1)).toThrow();
    const codes = await db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    expect(codes).toHaveLength(10);
    for (const code of ok.body.data.recoveryCodes as string[]) {
      expect(codes.some((c) => c.codeHash.includes(code.replace('-', '')))).toBe(false);
    }
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetUserId, user.id));
    expect(audit.map((a) => a.action)).toContain('staff.totp.enrol');
  });

  it('replacing a factor needs a session that passed it; operators and buyers have none', async () => {
    const db = await getDb();
    const admin = await createAdminWithSecondFactor(db);
    const fresh = await signIn(admin.mobile, GOOD_PASSWORD);
    expect((await send(`${STATUS_PATH}/enrolment`, 'POST', fresh.headers)).body.status).toBe(403000);
    expect((await send(`${STATUS_PATH}/enrolment`, 'POST', admin.headers)).body.status).toBe(200);

    const operator = await signIn((await createOperator(db)).mobile, GOOD_PASSWORD);
    expect((await send(STATUS_PATH, 'GET', operator.headers)).body.data).toMatchObject({ role: 'operator', required: false });
    expect((await send(`${STATUS_PATH}/enrolment`, 'POST', operator.headers)).body.status).toBe(403000);
    const buyer = await signIn((await createUser(db)).mobile, GOOD_PASSWORD);
    expect((await send(STATUS_PATH, 'GET', buyer.headers)).body.status).toBe(403000);
  });

  it('sealed secrets are bound to the key', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', 5);
    expect(openSecret(sealed, 5)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(sealed, 5, Buffer.alloc(32, 1))).toThrow();
    // Altered ciphertext: its first character (every bit of it is data; the last one's low bits are padding).
    const [version, iv, tag, body] = sealed.split('.');
    const altered = [version, iv, tag, `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`].join('.');
    expect(() => openSecret(altered, 5)).toThrow();
    expect(() => openSecret(sealed, 6)).toThrow();
  });
});

describe('signing in with the second factor', () => {
  it('a current code passes a new session; the same code again (same step) is a replay and refused', async () => {
    const db = await getDb();
    at('2026-11-25T10:00:00Z');
    const admin = await createAdminWithSecondFactor(db);
    at('2026-11-25T10:01:00Z');
    const code = await totpCodeAt(admin.secret);
    const first = await signIn(admin.mobile, GOOD_PASSWORD);
    expect((await send('/api/admin/users', 'GET', first.headers)).body.status).toBe(403002);
    expect((await send(VERIFY, 'POST', first.headers, { code })).body).toMatchObject({ status: 200, data: { passed: true, recoveryCodesLeft: 10 } });
    expect((await send('/api/admin/users', 'GET', first.headers)).body.status).toBe(200);

    const second = await signIn(admin.mobile, GOOD_PASSWORD);
    at('2026-11-25T10:01:20Z');
    const replay = await send(VERIFY, 'POST', second.headers, { code });
    expect(replay.body).toMatchObject({ status: 400001, msg: 'The code is wrong or was already used.' });
    expect((await send('/api/admin/users', 'GET', second.headers)).body.status).toBe(403002);
    // The next step's code works.
    at('2026-11-25T10:01:35Z');
    expect((await send(VERIFY, 'POST', second.headers, { code: await totpCodeAt(admin.secret) })).body.status).toBe(200);
    // A code from before the last accepted step is refused too (no going back within the drift window).
    const third = await signIn(admin.mobile, GOOD_PASSWORD);
    const older = await totpCodeAt(admin.secret, new Date('2026-11-25T10:01:05Z'));
    expect((await send(VERIFY, 'POST', third.headers, { code: older })).body.status).toBe(400001);
  });

  it('a recovery code works once, in any case and spacing', async () => {
    const db = await getDb();
    const admin = await createAdminWithSecondFactor(db);
    const [recovery] = admin.recoveryCodes as [string];
    const s1 = await signIn(admin.mobile, GOOD_PASSWORD);
    const typed = ` ${recovery.toUpperCase().replace('-', ' ')} `;
    expect((await send(VERIFY, 'POST', s1.headers, { recoveryCode: typed })).body).toMatchObject({ status: 200, data: { recoveryCodesLeft: 9 } });
    const s2 = await signIn(admin.mobile, GOOD_PASSWORD);
    expect((await send(VERIFY, 'POST', s2.headers, { recoveryCode: recovery })).body.status).toBe(400001);
    // Either a code or a recovery code, not both, not neither.
    expect((await send(VERIFY, 'POST', s2.headers, {})).body.status).toBe(400001);
    expect((await send(VERIFY, 'POST', s2.headers, { code: '123456', recoveryCode: recovery })).body.status).toBe(400001);
  });

  it('brute force: 5 wrong codes block the second factor for 15 minutes, even the right code; other admins unaffected', async () => {
    const db = await getDb();
    at('2026-11-25T12:00:00Z');
    const admin = await createAdminWithSecondFactor(db);
    const other = await createAdminWithSecondFactor(db);
    const s = await signIn(admin.mobile, GOOD_PASSWORD);
    at('2026-11-25T12:00:40Z');
    for (let i = 0; i < 5; i++) {
      expect((await send(VERIFY, 'POST', s.headers, { code: String(100000 + i) })).body.status).toBe(400001);
    }
    const blocked = await send(VERIFY, 'POST', s.headers, { code: await totpCodeAt(admin.secret) });
    expect(blocked.res.status).toBe(429);
    expect(blocked.body.msg).toBe('Too many wrong codes. Try again in 15 min.');
    expect((await send(VERIFY, 'POST', s.headers, { recoveryCode: admin.recoveryCodes[0] })).body.status).toBe(429000);
    const otherSession = await signIn(other.mobile, GOOD_PASSWORD);
    expect((await send(VERIFY, 'POST', otherSession.headers, { code: await totpCodeAt(other.secret) })).body.status).toBe(200);
    at('2026-11-25T12:16:00Z');
    expect((await send(VERIFY, 'POST', s.headers, { code: await totpCodeAt(admin.secret) })).body.status).toBe(200);
  });

  it('re-enrolment from a passed session replaces the secret and the recovery codes', async () => {
    const db = await getDb();
    at('2026-11-25T14:00:00Z');
    const admin = await createAdminWithSecondFactor(db);
    at('2026-11-25T14:01:00Z');
    const again = await enrolSecondFactor(admin);
    expect(again.secret).not.toBe(admin.secret);
    const s = await signIn(admin.mobile, GOOD_PASSWORD);
    expect((await send(VERIFY, 'POST', s.headers, { recoveryCode: admin.recoveryCodes[1] })).body.status).toBe(400001);
    expect((await send(VERIFY, 'POST', s.headers, { recoveryCode: again.recoveryCodes[1] })).body.status).toBe(200);
  });
});
