import { describe, expect, it } from 'vitest';
import { validateLoginField, validateRegisterField, validateSmsPhone } from '@/features/auth/validation';
import en from '@messages/en.json';

describe('sign-in validation (spec §5)', () => {
  it('checks the mainland mobile number and the password length', () => {
    expect(validateLoginField('account', '')).toBe('accountRequired');
    expect(validateLoginField('account', '12345678901')).toBe('accountPattern');
    expect(validateLoginField('account', '1381234567')).toBe('accountPattern');
    expect(validateLoginField('account', '13812345678')).toBeNull();
    expect(validateLoginField('password', '')).toBe('passwordRequired');
    expect(validateLoginField('password', '12345')).toBe('passwordMinLength');
    expect(validateLoginField('password', '123456')).toBeNull();
  });

  it('requires name, phone, code, company and a 3-level region when registering', () => {
    expect(validateRegisterField('name', ' ')).toBe('nameRequired');
    expect(validateRegisterField('phone', '')).toBe('phoneRequired');
    expect(validateRegisterField('phone', '+8613812345678')).toBe('phonePattern');
    expect(validateRegisterField('phone', '19912345678')).toBeNull();
    expect(validateRegisterField('code', '')).toBe('codeRequired');
    expect(validateRegisterField('company', '')).toBe('companyRequired');
    expect(validateRegisterField('region', [])).toBe('regionRequired');
    expect(validateRegisterField('region', ['440000', '441900', '441900'])).toBeNull();
  });

  it('accepts an optional +86 / 0086 prefix before sending an SMS code', () => {
    expect(validateSmsPhone('')).toBe('phoneRequired');
    expect(validateSmsPhone('+86 138-1234-5678')).toBeNull();
    expect(validateSmsPhone('008613812345678')).toBeNull();
    expect(validateSmsPhone('+4413812345678')).toBe('phonePattern');
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
