import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { setLogSink, redact } from '@/server/security/safe-log';
import { maskMobile } from '@/server/security/mask-mobile';
import {
  createAdmin,
  createUser,
  GOOD_PASSWORD,
  nextMobile,
  REGION,
  requestCode,
  resetAccountState,
  send,
  signIn,
  visitorPost,
} from '@tests/factories/users';

const lines: string[] = [];
const restore: (() => void)[] = [];

beforeEach(async () => {
  await resetAccountState();
  lines.length = 0;
  setLogSink((line) => lines.push(line));
  // Anything else written to the console or stdout is captured as well.
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const spy = vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    restore.push(() => spy.mockRestore());
  }
});
afterEach(() => {
  resetClock();
  setLogSink(null);
  while (restore.length) restore.pop()!();
});

describe('logging (row 25)', () => {
  it('a full account flow never logs a password, code or token, and mobiles only masked', async () => {
    const db = await getDb();
    const admin = await createAdmin(db);
    const adminSession = await signIn(admin.mobile, GOOD_PASSWORD);
    const mobile = nextMobile();
    const code = (await requestCode(mobile))!;
    await visitorPost('/api/reg', {
      mobile,
      smsContent: code,
      name: 'Canary',
      operatorGroupName: 'Canary Co',
      ...REGION,
    });
    const users = await send('/api/admin/users', 'GET', adminSession.headers);
    const id = users.body.data.items.find((u: { mobile: string }) => u.mobile === mobile).id;
    await send(`/api/admin/users/${id}/approve`, 'POST', adminSession.headers);
    const later = Date.now() + 120_000; // past the 60 s resend gap
    setClock(() => new Date(later));
    const resetCode = (await requestCode(mobile, 'autopartsResetPwd'))!;
    const canaryPassword = 'Canary-Passw0rd-XYZ';
    await visitorPost('/api/reset', { username: mobile, code: resetCode, password: canaryPassword });
    await visitorPost('/api/login', { username: mobile, password: 'Wrong-Canary-Passw0rd' });
    const session = await signIn(mobile, canaryPassword);
    await send('/api/user/password', 'POST', session.headers, {
      currentPassword: canaryPassword,
      newPassword: 'Second-Canary-Passw0rd',
    });
    await send('/api/logout', 'POST', session.headers);

    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const secret of [
      canaryPassword,
      'Wrong-Canary-Passw0rd',
      'Second-Canary-Passw0rd',
      code,
      resetCode,
      session.token,
      adminSession.token,
      mobile,
    ]) {
      expect(all, secret).not.toContain(secret);
    }
    expect(all).toContain(maskMobile(mobile));
    for (const line of lines.filter((l) => l.startsWith('{'))) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('the redaction drops secret-named fields and masks numbers in free text', () => {
    expect(
      redact({
        password: 'p',
        token: 't',
        code: '123456',
        mobile: '13812345678',
        note: 'call 13812345678 or +8613912345678',
      }),
    ).toEqual({
      password: '[redacted]',
      token: '[redacted]',
      code: '[redacted]',
      mobile: '138****5678',
      note: 'call 138****5678 or 139****5678',
    });
  });

  it('an unexpected failure answers a generic message', async () => {
    const user = await createUser(await getDb());
    const s = await signIn(user.mobile, GOOD_PASSWORD);
    const { body } = await send('/api/user/profile?lang=en', 'PUT', s.headers, '{"name": ');
    expect(body.status).toBeGreaterThanOrEqual(400000);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack|SyntaxError/);
  });
});
