import type { z } from 'zod';
import { invoiceTitleBodySchema, type InvoiceRuleKey, type InvoiceTitleBody } from '@/contracts/invoices';

/*
 * The title form checks with the server's own schema (contracts/invoices), so the two cannot drift:
 * each zod issue becomes a message key of the `invoices.rules` namespace or of the API's rule keys
 * (custom issues name theirs as `params.apiKey`).
 */

export type TitleField = 'kind' | 'name' | 'taxNo' | 'address' | 'phone' | 'bank' | 'account';
export type TitleRuleMessage =
  | { key: 'required' | 'invalid' | 'controlCharacters' }
  | { key: 'tooLong'; max: number }
  | { key: InvoiceRuleKey };
export type TitleFormErrors = Partial<Record<TitleField, TitleRuleMessage>>;

export const TITLE_FIELDS: readonly TitleField[] = ['kind', 'name', 'taxNo', 'address', 'phone', 'bank', 'account'];

function messageFor(issue: z.core.$ZodIssue): TitleRuleMessage {
  if (issue.code === 'custom') {
    const apiKey = (issue.params as { apiKey?: string } | undefined)?.apiKey;
    if (apiKey === 'controlCharacters') return { key: 'controlCharacters' };
    if (apiKey) return { key: apiKey as InvoiceRuleKey };
  }
  if (issue.code === 'too_small') return { key: 'required' };
  if (issue.code === 'too_big') return { key: 'tooLong', max: Number(issue.maximum) };
  return { key: 'invalid' };
}

/** Every field's first problem (empty when the title may be sent), and the parsed body. */
export function checkTitle(values: InvoiceTitleBody): { errors: TitleFormErrors; ok: boolean } {
  const parsed = invoiceTitleBodySchema.safeParse(values);
  if (parsed.success) return { errors: {}, ok: true };
  const errors: TitleFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as TitleField;
    if (TITLE_FIELDS.includes(field) && !errors[field]) errors[field] = messageFor(issue);
  }
  return { errors, ok: false };
}
