import { z } from 'zod';
import type { FieldRule } from '@/client/form-errors';
import { changePasswordBodySchema } from '@/contracts/accounts';

/**
 * The change-password form: the API's rules (the new password 8–128 characters as people count them,
 * never trimmed) plus the repeat, which only the form has. The common-password blocklist is only on
 * the server and comes back as a field error.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordBodySchema.shape.currentPassword,
    newPassword: changePasswordBodySchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  // Checked whatever the other fields hold, so the repeat's message never waits for them.
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: 'mismatch',
    when: () => true,
  });
export type ChangePasswordValues = z.input<typeof changePasswordFormSchema>;
export type ChangePasswordField = keyof ChangePasswordValues;
export type ChangePasswordErrorKey = 'currentRequired' | 'newTooShort' | 'newTooLong' | 'confirmMismatch';

/** The `profile.password` message for a broken rule; null for one worded generally (control characters). */
export function passwordMessageKey(
  field: ChangePasswordField,
  rule: FieldRule,
): ChangePasswordErrorKey | null {
  switch (field) {
    case 'currentPassword':
      return rule === 'required' ? 'currentRequired' : null;
    case 'newPassword':
      // An empty new password is one that is too short.
      return rule === 'required' || rule === 'tooShort'
        ? 'newTooShort'
        : rule === 'tooLong'
          ? 'newTooLong'
          : null;
    case 'confirmPassword':
      return 'confirmMismatch';
  }
}

export const PASSWORD_FIELDS: readonly ChangePasswordField[] = [
  'currentPassword',
  'newPassword',
  'confirmPassword',
];
