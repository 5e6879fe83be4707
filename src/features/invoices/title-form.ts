import { z } from 'zod';
import { maxLengthOf, type FieldRule } from '@/client/form-errors';
import {
  INVOICE_TITLE_KINDS,
  invoiceTitleBodySchema,
  type InvoiceRuleKey,
  type InvoiceTitleBody,
} from '@/contracts/invoices';

export type TitleField = 'kind' | 'name' | 'taxNo' | 'address' | 'phone' | 'bank' | 'account';
export const TITLE_FIELDS: readonly TitleField[] = [
  'kind',
  'name',
  'taxNo',
  'address',
  'phone',
  'bank',
  'account',
];

const typed = z.object({
  kind: z.enum(INVOICE_TITLE_KINDS),
  name: z.string(),
  taxNo: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  account: z.string(),
  isDefault: z.boolean(),
});
export type TitleValues = z.input<typeof typed>;

/** What is sent: a personal title carries its name only (the company fields stay in the form if the buyer switches back). */
export function titleBody(values: TitleValues): InvoiceTitleBody {
  return values.kind === 'personal'
    ? { kind: values.kind, name: values.name, isDefault: values.isDefault }
    : values;
}

/** The form checks what it would send with the server's own schema (contracts/invoices), so the two cannot drift. */
export const titleFormSchema = typed.transform(titleBody).pipe(invoiceTitleBodySchema);

/** A broken rule's message: a key of `invoices.rules`, or (`api`) one of the API's rule keys. */
export type TitleRuleMessage =
  | { key: 'required' | 'invalid' | 'controlCharacters' }
  | { key: 'tooLong'; max: number }
  | { api: InvoiceRuleKey };

export function titleRuleMessage(field: TitleField, rule: FieldRule): TitleRuleMessage {
  // A company's credit code is the API's own rule (a custom issue), empty or not.
  if (rule === 'required') return field === 'taxNo' ? { api: 'invoiceTaxNoRequired' } : { key: 'required' };
  if (rule === 'controlCharacters') return { key: 'controlCharacters' };
  if (rule === 'tooLong')
    return { key: 'tooLong', max: Number(maxLengthOf(invoiceTitleBodySchema.shape[field])) };
  if (rule.startsWith('invoice')) return { api: rule as InvoiceRuleKey };
  return { key: 'invalid' };
}
