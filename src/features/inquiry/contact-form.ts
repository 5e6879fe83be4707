import type { FieldRule } from '@/client/form-errors';
import { createInquiryBodySchema } from '@/contracts/inquiries';

/** The contact fields of the send form, with the API's rules (a name of 1–60 characters, a mainland mobile). */
export const contactFormSchema = createInquiryBodySchema.pick({ contactName: true, contactMobile: true });
export type ContactField = 'contactName' | 'contactMobile';
export type ContactProblem = 'nameRequired' | 'mobileRequired' | 'mobilePattern';

/** The `inquiry.send` message for a broken rule; null for one worded generally (control characters). */
export function contactMessageKey(field: ContactField, rule: FieldRule): ContactProblem | null {
  if (field === 'contactMobile') return rule === 'required' ? 'mobileRequired' : 'mobilePattern';
  return rule === 'required' ? 'nameRequired' : null;
}
