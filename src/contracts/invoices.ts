import { z } from 'zod';
import { email } from './form-rules';
import { creditCodeProblem, normalizeCreditCode, type CreditCodeProblem } from '@/lib/credit-code';
import { pagedListSchema } from './catalog';
import { lineText } from './safe-text';

/*
 * Invoice titles (发票抬头) and invoices (发票) for paid membership orders
 * (docs/decisions/0026-invoice-titles-and-invoices.md). Wire shapes in snake_case as the spec's;
 * request bodies in camelCase as the membership contract has them. Money in integer fen plus yuan.
 */

export const INVOICE_LIMITS = {
  titlesPerBuyer: 20,
  nameMax: 100,
  addressMax: 200,
  bankMax: 100,
  pdfMaxBytes: 5 * 1024 * 1024,
  defaultPageSize: 10,
  maxPageSize: 50,
} as const;

export const INVOICE_TITLE_KINDS = ['company', 'personal'] as const;
export const INVOICE_TYPES = ['normal', 'special'] as const;
export const INVOICE_STATES = ['requested', 'issued'] as const;
export type InvoiceTitleKind = (typeof INVOICE_TITLE_KINDS)[number];
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** Landline or mobile as printed on a fapiao: "0755-86013388", "+86 138 0013 8000". */
export const INVOICE_PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,28}[0-9]$/;
/** A bank account number: digits (some banks print letters or hyphens), 6–40 characters once spaces go. */
export const INVOICE_ACCOUNT_PATTERN = /^[0-9A-Za-z-]{6,40}$/;
/** A fapiao number: 8 digits (paper) or 20 (fully digital 全电发票); letters and hyphens tolerated. */
export const INVOICE_NUMBER_PATTERN = /^[0-9A-Za-z-]{8,32}$/;
/** An order number as the order list shows it. */
export const ORDER_SN_PATTERN = /^[A-Za-z0-9]{6,32}$/;

/**
 * The message key (the API's `api` namespace and the form's `invoices.rules` share these names)
 * a refused title field names. Custom zod issues carry it as `params.apiKey`.
 */
export const TAX_NO_RULES: Record<CreditCodeProblem, InvoiceRuleKey> = {
  length: 'invoiceTaxNoLength',
  characters: 'invoiceTaxNoCharacters',
  division: 'invoiceTaxNoDivision',
  organisationCheck: 'invoiceTaxNoOrganisationCheck',
  check: 'invoiceTaxNoCheck',
};
export type InvoiceRuleKey =
  | 'invoiceTaxNoRequired'
  | 'invoiceTaxNoLength'
  | 'invoiceTaxNoCharacters'
  | 'invoiceTaxNoDivision'
  | 'invoiceTaxNoOrganisationCheck'
  | 'invoiceTaxNoCheck'
  | 'invoicePersonalNameOnly'
  | 'invoicePhonePattern'
  | 'invoiceAccountPattern';

const rule = (apiKey: InvoiceRuleKey) => ({ apiKey });
const optionalLine = (max: number) => lineText({ max }).default('');

/** POST /api/invoice/title/add. Company: name and credit code (address, phone, bank, account for 专票); personal: name only. */
export const invoiceTitleBodySchema = z
  .strictObject({
    kind: z.enum(INVOICE_TITLE_KINDS),
    name: lineText({ min: 1, max: INVOICE_LIMITS.nameMax }),
    taxNo: lineText({ max: 40 }).overwrite(normalizeCreditCode).default('').meta({
      description: 'Unified social credit code (统一社会信用代码, GB 32100-2015); spaces and hyphens dropped, upper-cased',
    }),
    address: optionalLine(INVOICE_LIMITS.addressMax),
    phone: optionalLine(30),
    bank: optionalLine(INVOICE_LIMITS.bankMax),
    account: lineText({ max: 60 })
      .overwrite((v) => v.replace(/\s/g, ''))
      .default(''),
    isDefault: z.boolean().default(false),
  })
  .superRefine((title, ctx) => {
    const issue = (path: string, apiKey: InvoiceRuleKey) =>
      ctx.addIssue({ code: 'custom', path: [path], message: apiKey, params: rule(apiKey) });
    if (title.kind === 'personal') {
      for (const field of ['taxNo', 'address', 'phone', 'bank', 'account'] as const) {
        if (title[field]) issue(field, 'invoicePersonalNameOnly');
      }
      return;
    }
    if (!title.taxNo) issue('taxNo', 'invoiceTaxNoRequired');
    else {
      const problem = creditCodeProblem(title.taxNo);
      if (problem) issue('taxNo', TAX_NO_RULES[problem]);
    }
    if (title.phone && !INVOICE_PHONE_PATTERN.test(title.phone)) issue('phone', 'invoicePhonePattern');
    if (title.account && !INVOICE_ACCOUNT_PATTERN.test(title.account)) issue('account', 'invoiceAccountPattern');
  });
export type InvoiceTitleBody = z.input<typeof invoiceTitleBodySchema>;
export type InvoiceTitleInput = z.output<typeof invoiceTitleBodySchema>;

export const invoiceTitleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_TITLE_KINDS),
  name: z.string(),
  tax_no: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  account: z.string(),
  is_default: z.boolean(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;
export const invoiceTitleListSchema = z.array(invoiceTitleSchema);

/** POST /api/invoice/add: once per paid order of an invoiceable plan. */
export const requestInvoiceBodySchema = z.strictObject({
  orderSn: z.string().trim().regex(ORDER_SN_PATTERN),
  titleId: z.number().int().positive().max(2_147_483_647),
  type: z.enum(INVOICE_TYPES).meta({ description: 'normal 普通发票; special 增值税专用发票 (a company title with address, phone, bank and account)' }),
  email: email().meta({ description: 'Where the electronic invoice is sent (at most 254 characters, 64 before the @)' }),
});
export type RequestInvoiceBody = z.input<typeof requestInvoiceBodySchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  order_sn: z.string(),
  title_kind: z.enum(INVOICE_TITLE_KINDS),
  title_name: z.string(),
  tax_no: z.string(),
  type: z.enum(INVOICE_TYPES),
  email: z.string(),
  amount: z.number().meta({ description: 'Yuan (amount_fen / 100)' }),
  amount_fen: z.number().int(),
  state: z.enum(INVOICE_STATES),
  requested_at: z.string(),
  issued_at: z.string().nullable(),
  invoice_no: z.string().nullable(),
  has_pdf: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(INVOICE_LIMITS.maxPageSize).default(INVOICE_LIMITS.defaultPageSize),
});
export const invoiceListSchema = pagedListSchema(invoiceSchema);
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** invoiced (requested or issued) + not_invoiced = paid_total, over the buyer's paid orders of invoiceable plans. */
export const invoiceStatisticsSchema = z.object({
  paid_total: z.number(),
  paid_total_fen: z.number().int(),
  invoiced: z.number(),
  invoiced_fen: z.number().int(),
  issued: z.number(),
  issued_fen: z.number().int(),
  not_invoiced: z.number(),
  not_invoiced_fen: z.number().int(),
});
export type InvoiceStatistics = z.infer<typeof invoiceStatisticsSchema>;

/** GET /api/invoice/orders: paid orders of invoiceable plans that have no invoice yet. */
export const invoiceableOrderSchema = z.object({
  order_sn: z.string(),
  title: z.string(),
  amount: z.number(),
  amount_fen: z.number().int(),
  paid_at: z.string(),
});
export type InvoiceableOrder = z.infer<typeof invoiceableOrderSchema>;
export const invoiceableOrderListSchema = z.array(invoiceableOrderSchema);

// ---- operator -------------------------------------------------------------------------------------

export const adminInvoiceListQuerySchema = invoiceListQuerySchema.extend({
  state: z.enum(INVOICE_STATES).optional(),
});

export const adminInvoiceSchema = invoiceSchema.extend({
  buyer: z.object({ id: z.number().int(), company: z.string(), name: z.string(), mobile: z.string().meta({ description: 'Masked' }) }),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  account: z.string(),
  issued_by: z.number().int().nullable(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;
export const adminInvoiceListSchema = pagedListSchema(adminInvoiceSchema);

export const issueInvoiceBodySchema = z.strictObject({
  invoiceNo: z.string().trim().regex(INVOICE_NUMBER_PATTERN).meta({ description: 'The fapiao number (发票号码)' }),
});

/** Yuan as the wire carries it next to fen. */
export function yuan(fen: number): number {
  return fen / 100;
}
