import { codePointLength, NEW_PASSWORD_MIN, PASSWORD_MAX } from '@/contracts/accounts';
import { validateSmsPhone } from './validation';

/**
 * The reset-password form's checks (keys in the `resetPwd` namespace). New passwords follow the
 * server's rule (8–128 characters as a person counts them); the common-password blocklist stays on
 * the server, whose translated answer is shown under the field.
 */
export type ResetValues = { mobile: string; code: string; password: string; confirm: string };
export type ResetField = keyof ResetValues;
export type ResetErrorKey =
  | 'phoneRequired'
  | 'phonePattern'
  | 'codeRequired'
  | 'codePattern'
  | 'passwordRequired'
  | 'passwordMinLength'
  | 'passwordMaxLength'
  | 'confirmRequired'
  | 'confirmMismatch';

export function validateResetField(field: ResetField, values: ResetValues): ResetErrorKey | null {
  switch (field) {
    case 'mobile':
      return validateSmsPhone(values.mobile);
    case 'code': {
      const v = values.code.trim();
      if (!v) return 'codeRequired';
      return /^\d{6}$/.test(v) ? null : 'codePattern';
    }
    case 'password': {
      if (!values.password) return 'passwordRequired';
      const length = codePointLength(values.password);
      if (length < NEW_PASSWORD_MIN) return 'passwordMinLength';
      return length > PASSWORD_MAX ? 'passwordMaxLength' : null;
    }
    case 'confirm':
      if (!values.confirm) return 'confirmRequired';
      return values.confirm === values.password ? null : 'confirmMismatch';
    default:
      return null;
  }
}
