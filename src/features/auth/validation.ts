/**
 * Client validation from spec §5. Each check returns the message key to show (in the
 * `userLogin` / `userRegister` namespaces) or null. Pure, so tests run without a browser.
 */

/** Mainland mobile: 1, then 3–9, then 9 digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** SMS send also accepts a +86 or 0086 prefix. */
export const SMS_MOBILE_PATTERN = /^(?:\+86|0086)?1[3-9]\d{9}$/;
export const PASSWORD_MIN_LENGTH = 6;

export type LoginValues = { account: string; password: string };
export type LoginErrors = Partial<
  Record<keyof LoginValues, 'accountRequired' | 'accountPattern' | 'passwordRequired' | 'passwordMinLength'>
>;

export function validateLoginField(
  field: keyof LoginValues,
  value: string,
): LoginErrors[keyof LoginValues] | null {
  if (field === 'account') {
    const v = value.trim();
    if (!v) return 'accountRequired';
    return MOBILE_PATTERN.test(v) ? null : 'accountPattern';
  }
  if (!value) return 'passwordRequired';
  return value.length < PASSWORD_MIN_LENGTH ? 'passwordMinLength' : null;
}

export type RegionValue = [string, string, string] | [];
export type RegisterValues = {
  name: string;
  phone: string;
  code: string;
  position: string;
  company: string;
  region: RegionValue;
  annualSales: string;
  experienceYears: string;
};
export type RegisterErrorKey =
  'nameRequired' | 'phoneRequired' | 'phonePattern' | 'codeRequired' | 'companyRequired' | 'regionRequired';
/** Only these fields are validated (position, annual sales and experience are not, spec §5). */
export type RegisterValidatedField = 'name' | 'phone' | 'code' | 'company' | 'region';

export function validateRegisterField<F extends RegisterValidatedField>(
  field: F,
  value: RegisterValues[F],
): RegisterErrorKey | null {
  switch (field) {
    case 'name':
      return (value as string).trim() ? null : 'nameRequired';
    case 'phone': {
      const v = (value as string).trim();
      if (!v) return 'phoneRequired';
      return MOBILE_PATTERN.test(v) ? null : 'phonePattern';
    }
    case 'code':
      return (value as string).trim() ? null : 'codeRequired';
    case 'company':
      return (value as string).trim() ? null : 'companyRequired';
    case 'region':
      return (value as RegionValue).length === 3 && (value as RegionValue).every(Boolean)
        ? null
        : 'regionRequired';
    default:
      return null;
  }
}

/** Before sending an SMS code: phone required and a mainland number, optionally +86/0086-prefixed. */
export function validateSmsPhone(value: string): 'phoneRequired' | 'phonePattern' | null {
  const v = value.trim().replace(/[\s-]/g, '');
  if (!v) return 'phoneRequired';
  return SMS_MOBILE_PATTERN.test(v) ? null : 'phonePattern';
}
