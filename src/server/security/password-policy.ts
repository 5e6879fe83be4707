import { dictionary } from '@zxcvbn-ts/language-common';
import { codePointLength, NEW_PASSWORD_MIN, PASSWORD_MAX } from '@/contracts/accounts';

/** Words of this shop that people reach for first. */
const STORE_WORDS = [
  'partsmall',
  'partsmall123',
  'autoparts',
  'autoparts123',
  '12345678',
  '123456789',
  '1234567890',
  'password1',
  'qwertyui',
  '88888888',
  '66666666',
  'a1234567',
  'aa123456',
];

let blocklist: Set<string> | undefined;

/** zxcvbn's ~49k most common passwords (only those long enough to be allowed at all) plus store words. */
function commonPasswords(): Set<string> {
  blocklist ??= new Set(
    [...(dictionary['passwords-common'] as string[]), ...STORE_WORDS]
      .filter((word) => word.length >= NEW_PASSWORD_MIN)
      .map((word) => word.toLowerCase()),
  );
  return blocklist;
}

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordTooCommon';

/**
 * Rules for a password being set: 8–128 characters as people count them, no composition
 * rules, no truncation; refused when it is a common password (case-insensitive) or the mobile number.
 */
export function checkNewPassword(
  password: string,
  context: { mobile?: string } = {},
): PasswordProblem | null {
  const length = codePointLength(password);
  if (length < NEW_PASSWORD_MIN) return 'passwordTooShort';
  if (length > PASSWORD_MAX) return 'passwordTooLong';
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) return 'passwordTooCommon';
  if (context.mobile && lowered.includes(context.mobile)) return 'passwordTooCommon';
  return null;
}
