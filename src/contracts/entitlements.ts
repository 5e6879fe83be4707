import { z } from 'zod';
import { DATA_TIERS } from './membership-constants';
import { moneySchema, pagedListSchema, productCardSchema, SKU_CODE_PATTERN, STOCK_STATUSES } from './catalog';
import { TRADE_DATA_MAX_SKUS } from './catalog-constants';

/*
 * What a signed-in buyer's company plan grants now (docs/decisions/0067-member-entitlements.md), and the
 * trade data a catalogue page asks for after its cached HTML: prices and stock beyond what visitors see.
 */

export const dataTierSchema = z.enum(DATA_TIERS);

/** GET /api/info → entitlements: the company's plan while it lasts, else the free tier. */
export const entitlementsSchema = z.object({
  tier: dataTierSchema,
  /** The membership level in force (0 = none). */
  planLevel: z.number().int(),
  memberData: z.boolean(),
  fitmentExport: z.boolean(),
  priceHistory: z.boolean(),
  accountManager: z.boolean(),
  renewalReminders: z.boolean(),
  apiAccess: z.boolean(),
  /** Buyer API calls per minute for each token and for the company's tokens together (0 without API access). */
  apiTokenPerMinute: z.number().int(),
  apiCompanyPerMinute: z.number().int(),
  invoices: z.boolean(),
  quickInquiryLines: z.number().int(),
  answerHours: z.number().int(),
  /** Colleagues besides the owner. */
  seats: z.number().int(),
  /** Inquiries per person per China day; null = unlimited. */
  dailyInquiries: z.number().int().nullable(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

// Kept beside the other zod-free catalogue constants, so browser code can read it without zod.
export { TRADE_DATA_MAX_SKUS } from './catalog-constants';

/** GET /api/products/trade?skus=A,B,C — the cards or product on the page the browser shows. */
export const tradeDataQuerySchema = z.object({
  skus: z
    .string()
    .max(TRADE_DATA_MAX_SKUS * 41)
    .transform((raw) => [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(z.string().regex(SKU_CODE_PATTERN)).min(1).max(TRADE_DATA_MAX_SKUS))
    .meta({ description: `Comma-separated SKU codes, at most ${TRADE_DATA_MAX_SKUS}`, example: 'BRK-PAD-0001,OIL-FLT-0002' }),
});

/** A quantity break on the member price: from minQty units on, this unit price. */
export const priceBreakSchema = z.object({
  minQty: z.number().int(),
  percentOff: z.number(),
  price: moneySchema,
});

/** What members see beyond the reference price. */
export const memberTradeDataSchema = z.object({
  price: moneySchema,
  breaks: z.array(priceBreakSchema),
  stockQty: z.number().int(),
  oeNumbers: z.array(z.string()),
});
export type MemberTradeData = z.infer<typeof memberTradeDataSchema>;

export const tradeItemSchema = z.object({
  skuCode: z.string(),
  /** The reference price in the site's currency, minor units. */
  price: moneySchema,
  stockStatus: z.enum(STOCK_STATUSES),
  /** Null below the member tier. */
  member: memberTradeDataSchema.nullable(),
});
export type TradeItem = z.infer<typeof tradeItemSchema>;

export const tradeDataSchema = z.object({
  tier: dataTierSchema,
  /** One per requested SKU that is listed; unknown or hidden SKUs are left out. */
  items: z.array(tradeItemSchema),
  /** What the page may offer besides the prices. */
  fitmentExport: z.boolean(),
  priceHistory: z.boolean(),
});
export type TradeData = z.infer<typeof tradeDataSchema>;

/**
 * A product card in an answer that knows its caller (search, favourites): the public card and the
 * caller's trade data — null for a visitor, the reference price for a buyer, the member block for a member.
 */
export const tradeCardSchema = productCardSchema.extend({
  trade: tradeItemSchema.nullable(),
});

/** GET /api/products: the listing (every `trade` null) or, with a keyword, the signed-in buyer's search. */
export const tradeProductListSchema = pagedListSchema(tradeCardSchema).extend({
  nextCursor: z.string().nullable(),
});
export type TradeProductList = z.infer<typeof tradeProductListSchema>;
