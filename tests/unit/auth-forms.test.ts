import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/client/api-request';
import { BANDS, registerBodySchema, sendSmsBodySchema } from '@/contracts/accounts';
import { toRegisterBody } from '@/features/auth/register-payload';
import { serverFormErrors } from '@/client/form-errors';
import type { RegisterValues } from '@/features/auth/register-form-schema';
import { resetFormSchema, resetMessageKey, type ResetValues } from '@/features/auth/reset-form-schema';
import { compactPhone, smsPhoneProblem } from '@/features/auth/sms-phone';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { fieldRule } from './form-rule';

const form: RegisterValues = {
  name: ' 王建国 ',
  phone: '13900000001 ',
  code: ' 123456',
  position: '',
  company: ' 广州汽配贸易有限公司 ',
  region: ['440000', '440100', '440106'],
  annualSales: 'C',
  experienceYears: 'B',
};

describe('register payload (spec §3)', () => {
  it("maps the form to the spec's payload, which the server's strict schema accepts", () => {
    const body = toRegisterBody(form);
    expect(body).toEqual({
      mobile: '13900000001',
      smsContent: '123456',
      name: '王建国',
      duty: 'operator',
      operatorGroupName: '广州汽配贸易有限公司',
      province: '440000',
      city: '440100',
      district: '440106',
      gmvLevelCode: 'A',
      businessYearCode: 'A',
      annualSales: 'C',
      experienceYears: 'B',
    });
    expect(registerBodySchema.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('password');
  });

  it('sends a missing region level empty (东莞 has no districts, Taiwan no cities) and keeps a typed position', () => {
    const dongguan = toRegisterBody({ ...form, region: ['440000', '441900', '441900'], position: ' 经理 ' });
    expect([dongguan.city, dongguan.district, dongguan.position]).toEqual(['441900', '', '经理']);
    const taiwan = toRegisterBody({ ...form, region: ['710000', '710000', '710000'] });
    expect([taiwan.province, taiwan.city, taiwan.district]).toEqual(['710000', '', '']);
    expect(registerBodySchema.safeParse(taiwan).success).toBe(true);
  });

  it('leaves out bands that are not A–D', () => {
    const body = toRegisterBody({ ...form, annualSales: '', experienceYears: 'Z' });
    expect(body).not.toHaveProperty('annualSales');
    expect(body).not.toHaveProperty('experienceYears');
  });
});

describe('size bands', () => {
  it('have one label per band in both languages, shared by the register and profile forms', () => {
    for (const messages of [en, zh]) {
      for (const band of BANDS) {
        expect(messages.userRegister.annualSalesOptions[band], band).toBeTruthy();
        expect(messages.userRegister.experienceOptions[band], band).toBeTruthy();
      }
    }
  });
});

describe('SMS phone', () => {
  it('sends what people type in the shape the server accepts', () => {
    for (const typed of ['+86 139-0000-0001', '0086 13900000001', ' 13900000001 ']) {
      expect(smsPhoneProblem(typed)).toBeNull();
      const parsed = sendSmsBodySchema.safeParse({
        username: compactPhone(typed),
        issue: 'autopartsResetPwd',
      });
      expect(parsed.success && parsed.data.username).toBe('13900000001');
    }
  });
});

describe('reset-password form', () => {
  const ok: ResetValues = {
    mobile: '13900000001',
    code: '123456',
    password: 'Oil-Filter-77',
    confirm: 'Oil-Filter-77',
  };
  const check = async (patch: Partial<ResetValues>, field: keyof ResetValues) => {
    const rule = await fieldRule(resetFormSchema, { ...ok, ...patch }, field);
    return rule && resetMessageKey(field, rule);
  };

  it('accepts a complete form', async () => {
    for (const field of ['mobile', 'code', 'password', 'confirm'] as const)
      expect(await check({}, field)).toBeNull();
  });

  it('checks mobile, 6-digit code, 8–128 characters as people count them, and the repeat', async () => {
    expect(await check({ mobile: '' }, 'mobile')).toBe('phoneRequired');
    expect(await check({ mobile: '+4412345678901' }, 'mobile')).toBe('phonePattern');
    expect(await check({ code: '' }, 'code')).toBe('codeRequired');
    expect(await check({ code: '12345' }, 'code')).toBe('codePattern');
    expect(await check({ password: '' }, 'password')).toBe('passwordRequired');
    expect(await check({ password: '1234567' }, 'password')).toBe('passwordMinLength');
    expect(await check({ password: '刹车片很好用吧' + '😀' }, 'password')).toBeNull(); // 8 code points
    expect(await check({ password: 'x'.repeat(129) }, 'password')).toBe('passwordMaxLength');
    expect(await check({ confirm: '' }, 'confirm')).toBe('confirmRequired');
    expect(await check({ confirm: 'Oil-Filter-78' }, 'confirm')).toBe('confirmMismatch');
  });

  it('has a message for every key in both languages', () => {
    const keys = [
      'phoneRequired',
      'phonePattern',
      'codeRequired',
      'codePattern',
      'passwordRequired',
      'passwordMinLength',
      'passwordMaxLength',
      'confirmRequired',
      'confirmMismatch',
    ];
    for (const key of keys) {
      expect((en.resetPwd as Record<string, string>)[key], key).toBeTruthy();
      expect((zh.resetPwd as Record<string, string>)[key], key).toBeTruthy();
    }
  });
});

describe('server refusals', () => {
  it("puts the server's field messages on the form's fields and keeps the overall message", () => {
    const err = new ApiRequestError('Some fields are not valid', 400001, 400, [
      { path: 'smsContent', message: 'Code wrong or expired' },
      { path: 'district', message: 'Choose a district' },
      { path: 'unknown', message: 'ignored here' },
    ]);
    const mapped = serverFormErrors(err, { smsContent: 'code', district: 'region' } as const);
    expect(mapped).toEqual({
      fields: { code: 'Code wrong or expired', region: 'Choose a district' },
      message: 'Some fields are not valid',
    });
  });

  it('gives a refusal without fields (account pending) as the overall message only', () => {
    const err = new ApiRequestError('Your account is awaiting approval.', 403000, 403);
    expect(serverFormErrors(err, { toString: 'code' } as Record<string, 'code'>)).toEqual({
      fields: {},
      message: 'Your account is awaiting approval.',
    });
  });
});
