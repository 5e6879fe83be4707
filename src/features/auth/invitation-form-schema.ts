import { z } from 'zod';
import type { FieldRule } from '@/client/form-errors';
import { acceptInvitationBodySchema } from '@/contracts/company';

/** Accepting an invitation: the API's code and password rules, plus the repeat only the form has. */
export const invitationFormSchema = z
  .object({
    code: acceptInvitationBodySchema.shape.smsContent,
    password: acceptInvitationBodySchema.shape.password,
    confirm: z.string(),
  })
  .refine((v) => v.confirm === v.password, { path: ['confirm'], message: 'mismatch', when: () => true });
export type InvitationValues = z.input<typeof invitationFormSchema>;
export type InvitationField = keyof InvitationValues;

/** The `invitation.form` message for a broken rule; null for one worded generally. */
export function invitationMessageKey(field: InvitationField, rule: FieldRule): string | null {
  const required = rule === 'required';
  switch (field) {
    case 'code':
      return required ? 'codeRequired' : 'codePattern';
    case 'password':
      if (required) return 'passwordRequired';
      return rule === 'tooShort' ? 'passwordMinLength' : rule === 'tooLong' ? 'passwordMaxLength' : null;
    case 'confirm':
      return required ? 'confirmRequired' : 'confirmMismatch';
  }
}
