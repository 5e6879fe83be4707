import { z } from 'zod';
import { cidSchema, moneySchema, pagedListSchema } from './catalog';
import { mobileSchema } from './accounts';
import { exportFormatSchema, productRefSchema } from './favorites';
import { INQUIRY_LIMITS as L } from './inquiry-states';
import { lineText, multilineText } from './safe-text';

export * from './inquiry-states';

const isoDate = z.iso.date().meta({ description: 'YYYY-MM-DD' });
const quantitySchema = z.number().int().min(1).max(L.maxQuantity);
/** Minor units of the site currency (cents); NaN, negatives and fractions are refused. */
const unitPriceSchema = z.number().int().min(0).max(L.maxUnitPrice);
export const inquiryStateSchema = z
  .union([z.literal(100), z.literal(200), z.literal(300), z.literal(400), z.literal(500)])
  .meta({ description: '100 submitted, 200 quoted, 300 accepted, 400 expired (quoted, validity passed), 500 closed' });

// ---- basket -----------------------------------------------------------------------------------

/** PUT /api/inquiry/basket/{id}: add or change one line (id = SKU code or numeric product id). */
export const basketLineBodySchema = z.strictObject({
  quantity: quantitySchema,
  targetUnitPrice: unitPriceSchema.nullable().default(null),
  neededBy: isoDate.nullable().default(null),
  note: multilineText({ max: L.noteMax }).default(''),
});
export type BasketLineBody = z.input<typeof basketLineBodySchema>;

/** The product facts every basket and inquiry line shows (title in the request's language). */
const lineProductShape = {
  skuCode: z.string(),
  title: z.string(),
  brand: z.string(),
  partNumber: z.string(),
  image: z.string(),
  unit: z.string(),
  moq: z.number().int(),
};

export const basketLineSchema = z.object({
  ...lineProductShape,
  price: moneySchema,
  quantity: z.number().int(),
  targetUnitPrice: z.number().int().nullable(),
  neededBy: z.string().nullable(),
  note: z.string(),
  addedAt: z.string(),
});
export type BasketLine = z.infer<typeof basketLineSchema>;
export const basketSchema = z.object({ lines: z.array(basketLineSchema), currency: z.string() });
export type Basket = z.infer<typeof basketSchema>;

// ---- quick inquiry from a parts list -----------------------------------------------------------

/**
 * A listed product that is already in the basket: add the list's quantity to the basket's (the
 * default: nothing the buyer typed is lost), keep the basket's, or take the list's.
 */
export const whenInBasketSchema = z
  .enum(['add', 'keep', 'list'])
  .meta({ description: "A product already in the basket: add (default) the list's quantity to it, keep the basket's, or take the list's" });
export type WhenInBasket = z.infer<typeof whenInBasketSchema>;

/** POST /api/inquiry/quick: a pasted list, one "part-number quantity" per line (tab, comma, semicolon or spaces). */
export const quickInquiryBodySchema = z.strictObject({
  text: multilineText({ min: 1, max: 100_000 }),
  /** true: matched lines go straight to the basket; false: only report the matches. */
  addToBasket: z.boolean().default(true),
  whenInBasket: whenInBasketSchema.default('add'),
});


export const quickMatchLineSchema = z.object({
  lineNo: z.number().int(),
  input: z.string(),
  quantity: z.number().int().nullable(),
  result: z.enum(['matched', 'unmatched', 'ambiguous', 'invalid']),
  /** matched: the one product; ambiguous: the candidates (up to 5). */
  candidates: z.array(z.object({ skuCode: z.string(), title: z.string(), brand: z.string(), partNumber: z.string() })),
  /** Why a line is invalid (bad quantity…), translated. */
  problem: z.string().nullable(),
  /** matched: the product's quantity in the basket before this list (null: not in the basket). */
  basketQuantity: z.number().int().nullable(),
});
export const quickMatchResultSchema = z.object({
  lines: z.array(quickMatchLineSchema),
  matched: z.number().int(),
  unmatched: z.number().int(),
  ambiguous: z.number().int(),
  invalid: z.number().int(),
});
export type QuickMatchResult = z.infer<typeof quickMatchResultSchema>;

// ---- inquiries ----------------------------------------------------------------------------------

export const inquiryLineInputSchema = z.strictObject({
  product: productRefSchema,
  quantity: quantitySchema,
  targetUnitPrice: unitPriceSchema.nullable().default(null),
  neededBy: isoDate.nullable().default(null),
  note: multilineText({ max: L.noteMax }).default(''),
});

/**
 * POST /api/inquiry (header Idempotency-Key: 8–100 characters [A-Za-z0-9_-]). Without `lines` the
 * buyer's basket for the request's site is sent (and emptied in the same transaction).
 */
export const createInquiryBodySchema = z.strictObject({
  lines: z.array(inquiryLineInputSchema).min(1).max(L.maxLines).optional(),
  message: multilineText({ max: L.messageMax }).default(''),
  contactName: lineText({ min: 1, max: 60 }),
  contactMobile: mobileSchema,
  attachmentIds: z.array(z.number().int().positive()).max(L.maxAttachments).default([]),
});
export type CreateInquiryBody = z.input<typeof createInquiryBodySchema>;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** PUT /api/inquiry: the spec's bulk update; state 500 = the buyer closes (withdraws) them. */
export const bulkInquiryStateBodySchema = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1).max(L.maxBulkIds),
  state: z.literal(500),
});
export const bulkInquiryStateResultSchema = z.object({
  updated: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), reason: z.string(), state: z.number().int().nullable() })),
});

export const inquiryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  state: z.coerce.number().int().pipe(inquiryStateSchema).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  keyword: lineText({ max: L.keywordMax }).optional(),
  cid: cidSchema.optional(),
  export: exportFormatSchema.optional(),
});

export const inquiryLineSchema = z.object({
  lineNo: z.number().int(),
  ...lineProductShape,
  quantity: z.number().int(),
  listUnitPrice: z.number().int(),
  targetUnitPrice: z.number().int().nullable(),
  neededBy: z.string().nullable(),
  note: z.string(),
  quotedUnitPrice: z.number().int().nullable(),
  /** quoted price × quantity, minor units; null until quoted. */
  quotedLineTotal: z.number().int().nullable(),
});

/** Who in the company sent an inquiry: the owner sees every colleague's, a colleague only their own. */
export const inquirySenderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type InquirySender = z.infer<typeof inquirySenderSchema>;

export const inquirySummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  state: inquiryStateSchema,
  currency: z.string(),
  lineCount: z.number().int(),
  /** First lines' titles and part numbers, for the table. */
  headline: z.string(),
  quotedTotal: z.number().int().nullable(),
  quoteValidUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the answer is due (ISO instant): sent + the answer hours the company's plan promised then. */
  answerDueAt: z.string(),
  sender: inquirySenderSchema,
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export const inquiryListSchema = pagedListSchema(inquirySummarySchema);

export const inquiryAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** Own-only download address (needs the session). */
  url: z.string(),
});

export const inquiryDetailSchema = inquirySummarySchema.extend({
  message: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  lines: z.array(inquiryLineSchema),
  attachments: z.array(inquiryAttachmentSchema),
  quoteMessage: z.string().nullable(),
  quotedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedBy: z.enum(['buyer', 'operator']).nullable(),
  /** What the buyer may do now. */
  canAccept: z.boolean(),
  canClose: z.boolean(),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

// ---- operator ----------------------------------------------------------------------------------

/**
 * POST /api/admin/inquiries/{id}/quote: a price for every line, validity (today or later), a message.
 * A line's price may arrive missing, zero or negative: the server then refuses it with
 * `quotePricesSchema`'s message, which names the line and its part (the transport shape alone could not).
 */
export const quoteInquiryBodySchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        lineNo: z.number().int().min(1),
        unitPrice: z.number().int().max(L.maxUnitPrice).nullish().meta({ description: 'minor units, 1 or more' }),
      }),
    )
    .min(1)
    .max(L.maxLines),
  validUntil: isoDate,
  message: multilineText({ max: L.messageMax }).default(''),
});

/** What a quote's price message names: the line and its part number. */
export type QuoteLineFacts = { lineNo: number; partNumber: string };
/** The message keys `quotePricesSchema` reports (messages/*.json: `api.<key>` and `admin.quote.rules.<key>`). */
export const QUOTE_PRICE_RULE_KEYS = ['quoteLinePriceMissing', 'quoteLinePriceTooHigh'] as const;
export type QuotePriceRuleKey = (typeof QUOTE_PRICE_RULE_KEYS)[number];
export type QuotePriceIssueParams = { apiKey: QuotePriceRuleKey; line: number; part: string; max: string };

/**
 * The quote's price rule, one schema for the server (once it has loaded the lines) and the console's
 * editor (as the operator types): every line priced in whole minor units from 1 to the limit. A
 * missing, zero, negative or unreadable price (the editor passes NaN for text that is not an amount)
 * is refused, naming the line and its part; so a quote never goes out with a free line, and with
 * every quantity at least 1 its total is above 0 too. Each issue's params carry the message key
 * (`apiKey`, translated by the API's validation and by the console) and the line, part and limit.
 */
export function quotePricesSchema(facts: readonly QuoteLineFacts[]) {
  const partOf = new Map(facts.map((f) => [f.lineNo, f.partNumber]));
  const max = `${Math.floor(L.maxUnitPrice / 100)}.${String(L.maxUnitPrice % 100).padStart(2, '0')}`;
  return z.array(z.object({ lineNo: z.number(), unitPrice: z.unknown().optional() })).superRefine((lines, ctx) => {
    lines.forEach((line, index) => {
      const price = line.unitPrice;
      const apiKey: QuotePriceRuleKey | null =
        typeof price !== 'number' || !Number.isInteger(price) || price < 1
          ? 'quoteLinePriceMissing'
          : price > L.maxUnitPrice
            ? 'quoteLinePriceTooHigh'
            : null;
      if (!apiKey) return;
      const params: QuotePriceIssueParams = { apiKey, line: line.lineNo, part: partOf.get(line.lineNo) ?? '', max };
      ctx.addIssue({ code: 'custom', path: [index, 'unitPrice'], message: apiKey, params });
    });
  });
}

/** Who asked, for the operator: the account's company and name, the mobile masked (138****1234). */
export const inquiryBuyerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  maskedMobile: z.string(),
});
export const adminInquirySummarySchema = inquirySummarySchema.extend({
  buyer: inquiryBuyerSchema,
  /** Still waiting for a quote and past its answer deadline. */
  overdue: z.boolean(),
});
export const adminInquiryListSchema = inquiryListSchema.extend({ items: z.array(adminInquirySummarySchema) });
export const adminInquiryDetailSchema = inquiryDetailSchema.extend({ buyer: inquiryBuyerSchema, overdue: z.boolean() });
export type AdminInquirySummary = z.infer<typeof adminInquirySummarySchema>;
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;

export const adminInquiryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  state: z.coerce.number().int().pipe(inquiryStateSchema).optional(),
  /** One buyer's inquiries (the console's user page). */
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /**
   * due (default): inquiries waiting for a quote first, earliest answer deadline first (a member's
   * 4/8/24-hour promise before a free buyer's 72 hours sent earlier), then the rest newest first;
   * or newest / oldest first by when they were sent.
   */
  sort: z.enum(['due', 'newest', 'oldest']).default('due'),
});
