/**
 * The contact fields' checks, the server's rules (createInquiryBodySchema: contactName lineText 1–60,
 * contactMobile the accounts' mainland pattern). Restated here because the contract modules carry
 * zod, which browser code must not load; tests/unit/inquiry-contact-rules.test.ts keeps them equal.
 */
export const CONTACT_NAME_MAX = 60;
export const CONTACT_MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export type ContactProblem = 'nameRequired' | 'mobileRequired' | 'mobilePattern';

export function contactNameProblem(value: string): ContactProblem | null {
  return value.trim() === '' ? 'nameRequired' : null;
}

export function contactMobileProblem(value: string): ContactProblem | null {
  const v = value.trim();
  if (v === '') return 'mobileRequired';
  return CONTACT_MOBILE_PATTERN.test(v) ? null : 'mobilePattern';
}
