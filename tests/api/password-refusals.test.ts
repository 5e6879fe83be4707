import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { createUser, requestCode, resetAccountState, visitorPost } from '@tests/factories/users';

/*
 * Sign-in checks the spec's minimum (6); a new password needs 8–128 and is not a common one. Each
 * refusal answers its own translated text, in the envelope's msg and under the field, never the
 * generic "invalid input".
 */
beforeEach(async () => {
  setClock(() => new Date('2026-03-02T02:00:00.000Z'));
  await resetAccountState();
});
afterEach(() => resetClock());

const langs = [
  ['en', en],
  ['zh', zh],
] as const;

describe('password refusals say which rule', () => {
  for (const [lang, m] of langs) {
    it(`reset: 7 characters is "at least 8", 129 is "at most 128", a common one is "too common" (${lang})`, async () => {
      const user = await createUser(await getDb(), { password: null });
      const code = (await requestCode(user.mobile, 'autopartsResetPwd'))!;
      for (const [password, text] of [
        ['Abcdef7', m.api.passwordTooShort],
        ['a'.repeat(129), m.api.passwordTooLong],
        ['password123', m.api.passwordTooCommon],
      ] as const) {
        const { body } = await visitorPost(`/api/reset?lang=${lang}`, { username: user.mobile, code, password });
        expect(body.status, password).toBe(400001);
        expect(body.errors, password).toEqual([{ path: 'password', message: text }]);
        expect(body.msg, password).toContain(text);
      }
    });

    it(`sign-in: 5 characters is "at least 6", not "invalid input" (${lang})`, async () => {
      const user = await createUser(await getDb());
      const { body } = await visitorPost(`/api/login?lang=${lang}`, { username: user.mobile, password: 'abcde' });
      expect(body.status).toBe(400001);
      expect(body.errors).toEqual([{ path: 'password', message: m.api.loginPasswordTooShort }]);
      const long = await visitorPost(`/api/login?lang=${lang}`, { username: user.mobile, password: 'a'.repeat(129) });
      expect(long.body.errors).toEqual([{ path: 'password', message: m.api.loginPasswordTooLong }]);
    });
  }
});
