import { codePointLength, NEW_PASSWORD_MIN, PASSWORD_MAX } from '@/contracts/accounts';

export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
export type ChangePasswordField = keyof ChangePasswordValues;
export type ChangePasswordErrorKey = 'currentRequired' | 'newTooShort' | 'newTooLong' | 'confirmMismatch';

/**
 * The server's rules for a new password (8–128 characters as people count them, no composition
 * rules); the common-password blocklist is only on the server and comes back as a field error.
 * Passwords are never trimmed: spaces are characters like any other.
 */
export function validatePasswordField(
  field: ChangePasswordField,
  values: ChangePasswordValues,
): ChangePasswordErrorKey | null {
  switch (field) {
    case 'currentPassword':
      return values.currentPassword ? null : 'currentRequired';
    case 'newPassword': {
      const length = codePointLength(values.newPassword);
      if (length < NEW_PASSWORD_MIN) return 'newTooShort';
      return length > PASSWORD_MAX ? 'newTooLong' : null;
    }
    case 'confirmPassword':
      return values.confirmPassword === values.newPassword ? null : 'confirmMismatch';
    default:
      return null;
  }
}

export const PASSWORD_FIELDS: readonly ChangePasswordField[] = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
];
