import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@/contracts/accounts';
import { profileUpdateBodySchema } from '@/contracts/accounts';
import {
  changePasswordFormSchema,
  passwordMessageKey,
  type ChangePasswordValues,
} from '@/features/auth/account/password-values';
import {
  PROFILE_FIELD_FOR_PATH,
  profileFormSchema,
  profileFormValues,
  profileMessageKey,
  profileUpdateBody,
  type ProfileField,
  type ProfileFormValues,
} from '@/features/auth/account/profile-values';
import { fieldRule } from './form-rule';

async function validateProfileField(field: ProfileField, values: ProfileFormValues) {
  const rule = await fieldRule(profileFormSchema, values, field);
  return rule && profileMessageKey(field, rule);
}
async function validatePasswordField(field: keyof ChangePasswordValues, values: ChangePasswordValues) {
  const rule = await fieldRule(changePasswordFormSchema, values, field);
  return rule && passwordMessageKey(field, rule);
}

const info: UserInfo = {
  id: 1,
  mobile: '13800138000',
  name: ' Li Lei ',
  company: 'Shenzhen Auto Supply',
  position: 'Buyer',
  duty: 'operator',
  province: '440000',
  city: '440300',
  district: '440305',
  region: { province: null, city: null, district: null },
  gmvLevelCode: 'C',
  businessYearCode: 'Z',
  role: 'buyer',
  status: 'approved',
  membershipLevel: 0,
  membershipExpiresAt: null,
  companyId: 1,
  companyRole: 'owner',
};

describe('profile form values', () => {
  it('round-trips the stored profile into a body the server schema accepts', () => {
    const values = profileFormValues(info);
    expect(values.region).toEqual(['440000', '440300', '440305']);
    expect(values.gmvLevelCode).toBe('C');
    expect(values.businessYearCode).toBe('A'); // unknown band → the smallest
    const body = profileUpdateBody(values);
    expect(profileUpdateBodySchema.safeParse(body).success).toBe(true);
    expect(body.name).toBe('Li Lei');
  });

  it('completes a city without districts the way the cascader does', () => {
    expect(profileFormValues({ ...info, city: '441900', district: '' }).region).toEqual([
      '440000',
      '441900',
      '441900',
    ]);
    expect(profileFormValues({ ...info, city: '', district: '' }).region).toEqual([]);
  });

  it('checks what the server checks and maps its region paths to the region field', async () => {
    const values = profileFormValues(info);
    expect(await validateProfileField('name', { ...values, name: '  ' })).toBe('nameRequired');
    expect(await validateProfileField('company', { ...values, company: 'x'.repeat(121) })).toBe('tooLong');
    expect(await validateProfileField('position', { ...values, position: '' })).toBeNull();
    expect(await validateProfileField('region', { ...values, region: [] })).toBe('regionRequired');
    expect(PROFILE_FIELD_FOR_PATH.city).toBe('region');
  });
});

describe('change password checks', () => {
  const values = { currentPassword: 'old-pass', newPassword: 'x'.repeat(8), confirmPassword: 'x'.repeat(8) };

  it('counts characters as people do and never trims', async () => {
    expect(await validatePasswordField('newPassword', { ...values, newPassword: '汽配商城汽配商城' })).toBeNull();
    expect(await validatePasswordField('newPassword', { ...values, newPassword: '🔧'.repeat(7) })).toBe(
      'newTooShort',
    );
    expect(await validatePasswordField('newPassword', { ...values, newPassword: 'x'.repeat(129) })).toBe(
      'newTooLong',
    );
    expect(await validatePasswordField('confirmPassword', { ...values, confirmPassword: 'xxxxxxxx ' })).toBe(
      'confirmMismatch',
    );
    expect(await validatePasswordField('currentPassword', { ...values, currentPassword: '' })).toBe(
      'currentRequired',
    );
  });
});
