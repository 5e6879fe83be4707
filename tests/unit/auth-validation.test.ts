import { describe, expect, it } from 'vitest';
import { loginFormSchema, loginMessageKey, type LoginValues } from '@/features/auth/login-form-schema';
import {
  registerFormSchema,
  registerMessageKey,
  type RegisterValues,
} from '@/features/auth/register-form-schema';
import { smsPhoneProblem } from '@/features/auth/sms-phone';
import en from '@messages/en.json';
import { fieldRule } from './form-rule';

const signIn: LoginValues = { account: '13812345678', password: '123456' };
async function validateLoginField<F extends keyof LoginValues>(field: F, value: string) {
  const rule = await fieldRule(loginFormSchema, { ...signIn, [field]: value }, field);
  return rule && loginMessageKey(field, rule);
}
const registration: RegisterValues = {
  name: '王建国',
  phone: '13900000001',
  code: '123456',
  position: '',
  company: '广州汽配贸易有限公司',
  region: ['440000', '440100', '440106'],
  annualSales: 'A',
  experienceYears: 'A',
};
async function validateRegisterField<F extends keyof RegisterValues>(field: F, value: RegisterValues[F]) {
  const rule = await fieldRule(registerFormSchema, { ...registration, [field]: value }, field);
  return rule && registerMessageKey(field, rule);
}

describe('sign-in validation (spec §5)', () => {
  it('checks the mainland mobile number and the password length', async () => {
    expect(await validateLoginField('account', '')).toBe('accountRequired');
    expect(await validateLoginField('account', '12345678901')).toBe('accountPattern');
    expect(await validateLoginField('account', '1381234567')).toBe('accountPattern');
    expect(await validateLoginField('account', '13812345678')).toBeNull();
    expect(await validateLoginField('password', '')).toBe('passwordRequired');
    expect(await validateLoginField('password', '12345')).toBe('passwordMinLength');
    expect(await validateLoginField('password', '123456')).toBeNull();
  });

  it('requires name, phone, code, company and a 3-level region when registering', async () => {
    expect(await validateRegisterField('name', ' ')).toBe('nameRequired');
    expect(await validateRegisterField('phone', '')).toBe('phoneRequired');
    expect(await validateRegisterField('phone', '+8613812345678')).toBe('phonePattern');
    expect(await validateRegisterField('phone', '19912345678')).toBeNull();
    expect(await validateRegisterField('code', '')).toBe('codeRequired');
    expect(await validateRegisterField('company', '')).toBe('companyRequired');
    expect(await validateRegisterField('region', [])).toBe('regionRequired');
    expect(await validateRegisterField('region', ['440000', '441900', '441900'])).toBeNull();
  });

  it('accepts an optional +86 / 0086 prefix before sending an SMS code', () => {
    expect(smsPhoneProblem('')).toBe('phoneRequired');
    expect(smsPhoneProblem('+86 138-1234-5678')).toBeNull();
    expect(smsPhoneProblem('008613812345678')).toBeNull();
    expect(smsPhoneProblem('+4413812345678')).toBe('phonePattern');
  });

  it('uses message keys that exist', () => {
    const login = en.userLogin as Record<string, string>;
    const register = en.userRegister as Record<string, unknown>;
    for (const key of ['accountRequired', 'accountPattern', 'passwordRequired', 'passwordMinLength'])
      expect(login[key]).toBeTruthy();
    for (const key of [
      'nameRequired',
      'phoneRequired',
      'codeRequired',
      'companyRequired',
      'regionRequired',
      'phonePattern',
    ]) {
      expect(register[key]).toBeTruthy();
    }
  });
});
