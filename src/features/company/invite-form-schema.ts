import { z } from 'zod';
import type { FieldRule } from '@/client/form-errors';
import { maxLengthOf } from '@/client/form-errors';
import { inviteBodySchema } from '@/contracts/company';

/** The invite dialog: the API's own rules for the number and the name. */
export const inviteFormSchema = z.object({
  mobile: inviteBodySchema.shape.mobile,
  name: inviteBodySchema.shape.name,
});
export type InviteValues = z.input<typeof inviteFormSchema>;
export type InviteField = keyof InviteValues;
export const INVITE_NAME_MAX = maxLengthOf(inviteBodySchema.shape.name) ?? 60;

export type InviteMessageKey = 'mobileRequired' | 'mobilePattern' | 'nameRequired' | 'nameTooLong';

/** The `team.invite` message for a broken rule; null for one worded generally (control characters). */
export function inviteMessageKey(field: InviteField, rule: FieldRule): InviteMessageKey | null {
  if (field === 'mobile') return rule === 'required' ? 'mobileRequired' : 'mobilePattern';
  if (rule === 'required') return 'nameRequired';
  return rule === 'tooLong' ? 'nameTooLong' : null;
}
