import { z } from 'zod';
import type { FieldRule } from '@/client/form-errors';
import { resetPasswordBodySchema } from '@/contracts/accounts';
import { typedSmsPhoneSchema } from './sms-phone';

/**
 * The reset-password form: the API's rules (the number as typed, the 6-digit code, 8–128 characters
 * as a person counts them) plus the repeat, which only the form has. The common-password blocklist
 * stays on the server, whose translated answer is shown under the field.
 */
export const resetFormSchema = z
  .object({
    mobile: typedSmsPhoneSchema,
    code: resetPasswordBodySchema.shape.code,
    password: resetPasswordBodySchema.shape.password,
    confirm: z.string(),
  })
  // Checked whatever the other fields hold, so the repeat's message never waits for them.
  .refine((v) => v.confirm === v.password, { path: ['confirm'], message: 'mismatch', when: () => true });
export type ResetValues = z.input<typeof resetFormSchema>;
export type ResetField = keyof ResetValues;

export type ResetMessageKey =
  | 'phoneRequired'
  | 'phonePattern'
  | 'codeRequired'
  | 'codePattern'
  | 'passwordRequired'
  | 'passwordMinLength'
  | 'passwordMaxLength'
  | 'confirmRequired'
  | 'confirmMismatch';

/** The `resetPwd` message for a broken rule; null for one worded generally (control characters). */
export function resetMessageKey(field: ResetField, rule: FieldRule): ResetMessageKey | null {
  const required = rule === 'required';
  switch (field) {
    case 'mobile':
      return required ? 'phoneRequired' : 'phonePattern';
    case 'code':
      return required ? 'codeRequired' : 'codePattern';
    case 'password':
      if (required) return 'passwordRequired';
      return rule === 'tooShort' ? 'passwordMinLength' : rule === 'tooLong' ? 'passwordMaxLength' : null;
    case 'confirm':
      return required ? 'confirmRequired' : 'confirmMismatch';
  }
}
