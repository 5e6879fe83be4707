/**
 * Client validation from spec §5. Each check returns the message key to show (in the
 * `userLogin` / `userRegister` namespaces) or null. Pure, so tests run without a browser.
 * The patterns are the server's (contracts/accounts), so the two sides cannot drift apart.
 */
import { codePointLength, LOGIN_PASSWORD_MIN, MOBILE_PATTERN, SMS_PHONE_PATTERN } from '@/contracts/accounts';

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
  return codePointLength(value) < LOGIN_PASSWORD_MIN ? 'passwordMinLength' : null;
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

/** What people type ("+86 138-1234-5678") as the server reads it ("+8613812345678"). */
export function compactPhone(value: string): string {
  return value.trim().replace(/[\s-]/g, '');
}

/** Before sending an SMS code: phone required and a mainland number, optionally +86/0086-prefixed. */
export function validateSmsPhone(value: string): 'phoneRequired' | 'phonePattern' | null {
  const v = compactPhone(value);
  if (!v) return 'phoneRequired';
  return SMS_PHONE_PATTERN.test(v) ? null : 'phonePattern';
}
