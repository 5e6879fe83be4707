import { z } from 'zod';
import { loginBodySchema } from '@/contracts/accounts';
import type { FieldRule } from '@/client/form-errors';

/** The sign-in form: the API's own rules for the number and the password, under the form's names. */
export const loginFormSchema = z.object({
  account: loginBodySchema.shape.username,
  password: loginBodySchema.shape.password,
});
export type LoginValues = z.input<typeof loginFormSchema>;

export type LoginMessageKey = 'accountRequired' | 'accountPattern' | 'passwordRequired' | 'passwordMinLength';

/** The `userLogin` message for a broken rule; null for a rule worded generally (too long, control characters). */
export function loginMessageKey(field: keyof LoginValues, rule: FieldRule): LoginMessageKey | null {
  if (field === 'account') return rule === 'required' ? 'accountRequired' : 'accountPattern';
  if (rule === 'required') return 'passwordRequired';
  return rule === 'tooShort' ? 'passwordMinLength' : null;
}
