import { z } from 'zod';
import { SKU_CODE_PATTERN, STOCK_STATUSES } from './catalog-constants';
import { lineText, multilineText } from './safe-text';

/*
 * What an operator may write into the catalogue, one schema for every door: the console's product
 * form, `PUT /api/admin/products/{sku}` and each row of a CSV/XLSX import (the importer turns a flat
 * row into this shape and validates it here), so a rule cannot differ between them.
 * Limits follow the columns of src/server/db/schema/products.ts and categories.ts.
 */

/** Sales units the storefront translates (messages `units.*`). */
export const PRODUCT_UNITS = ['piece', 'set', 'pair', 'box', 'kit', 'litre'] as const;
export const PRODUCT_STATUSES = ['active', 'hidden'] as const;
/** Site currencies a product carries a price in; each column is `price_<code lower case>`. */
export const PRICE_CURRENCIES = ['USD', 'EUR', 'AUD', 'GBP'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

export const MAX_OE_NUMBERS = 30;
export const MAX_FITMENTS = 200;
export const MAX_SPECS = 40;
/** A price in minor units: up to 10,000,000.00 in any currency. */
export const MAX_PRICE_MINOR = 1_000_000_000;
/** Quantity breaks a product may carry on its member price. */
export const MAX_PRICE_BREAKS = 6;
/** A break's discount, whole percent off the member price. */
export const PRICE_BREAK_PERCENT_RANGE = { min: 1, max: 90 } as const;
export const MIN_FITMENT_YEAR = 1950;
export const MAX_FITMENT_YEAR = 2100;

/** Upper-cased, then 3–40 of [A-Z0-9-]: the storefront's `/product/{skuCode}` key. */
export const productSkuInput = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(SKU_CODE_PATTERN));

const partNumber = lineText({ min: 1, max: 60 });
const priceMinor = z.number().int().min(1).max(MAX_PRICE_MINOR);

export const fitmentInputSchema = z
  .object({
    make: lineText({ min: 1, max: 60 }),
    makeZh: lineText({ max: 60 }).default(''),
    model: lineText({ min: 1, max: 80 }),
    yearFrom: z.number().int().min(MIN_FITMENT_YEAR).max(MAX_FITMENT_YEAR),
    yearTo: z.number().int().min(MIN_FITMENT_YEAR).max(MAX_FITMENT_YEAR),
    engine: lineText({ max: 60 }).nullable().default(null),
  })
  .refine((f) => f.yearFrom <= f.yearTo, {
    message: 'yearFrom after yearTo',
    path: ['yearTo'],
    params: { apiKey: 'fitmentYearsReversed' },
  });

/** From `minQty` units on, `percentOff` off the member price (docs/decisions/0067). */
export const priceBreakInputSchema = z.object({
  minQty: z.number().int().min(2).max(1_000_000),
  percentOff: z.number().int().min(PRICE_BREAK_PERCENT_RANGE.min).max(PRICE_BREAK_PERCENT_RANGE.max),
});

/** Breaks climb: each from more units than the one before, each a deeper discount. */
const priceBreaksSchema = z
  .array(priceBreakInputSchema)
  .max(MAX_PRICE_BREAKS)
  .superRefine((breaks, ctx) => {
    breaks.forEach((b, i) => {
      const before = breaks[i - 1];
      if (before && (b.minQty <= before.minQty || b.percentOff <= before.percentOff)) {
        ctx.addIssue({ code: 'custom', message: 'breaks must climb', path: [i, 'minQty'], params: { apiKey: 'priceBreaksClimb' } });
      }
    });
  });

export const specInputSchema = z.object({
  keyZh: lineText({ min: 1, max: 60 }),
  keyEn: lineText({ min: 1, max: 60 }),
  valueZh: lineText({ min: 1, max: 120 }),
  valueEn: lineText({ min: 1, max: 120 }),
});

/** A whole product as an operator writes it (create, or replace every editable field). */
export const productInputSchema = z.object({
  skuCode: productSkuInput,
  /** The category's public code; must name a child (four-digit) category that exists. */
  cid: z.string().regex(/^\d{4}$/),
  titleZh: lineText({ min: 1, max: 200 }),
  titleEn: lineText({ min: 1, max: 200 }),
  brand: lineText({ min: 1, max: 80 }),
  partNumber,
  oeNumbers: z.array(partNumber).max(MAX_OE_NUMBERS).default([]),
  descriptionZh: multilineText({ max: 5000 }).default(''),
  descriptionEn: multilineText({ max: 5000 }).default(''),
  specs: z.array(specInputSchema).max(MAX_SPECS).default([]),
  unit: z.enum(PRODUCT_UNITS),
  moq: z.number().int().min(1).max(1_000_000),
  prices: z.object({ USD: priceMinor, EUR: priceMinor, AUD: priceMinor, GBP: priceMinor }),
  /**
   * What members pay (null: the reference price). Optional so a catalogue file without these columns
   * leaves the stored member prices as they are; the console always sends them.
   */
  memberPrices: z
    .object({ USD: priceMinor.nullable(), EUR: priceMinor.nullable(), AUD: priceMinor.nullable(), GBP: priceMinor.nullable() })
    .optional(),
  /** Quantity breaks on the member price; optional like the member prices. */
  priceBreaks: priceBreaksSchema.optional(),
  stockStatus: z.enum(STOCK_STATUSES),
  stockQty: z.number().int().min(0).max(100_000_000),
  weightGrams: z.number().int().min(1).max(10_000_000).nullable().default(null),
  warrantyMonths: z.number().int().min(0).max(240).nullable().default(null),
  status: z.enum(PRODUCT_STATUSES),
  fitments: z.array(fitmentInputSchema).max(MAX_FITMENTS).default([]),
}).superRefine((p, ctx) => {
  // A member price above the reference price would charge members more for paying.
  for (const currency of PRICE_CURRENCIES) {
    const member = p.memberPrices?.[currency];
    if (member != null && member > p.prices[currency]) {
      ctx.addIssue({ code: 'custom', message: 'member price above reference', path: ['memberPrices', currency], params: { apiKey: 'memberPriceAboveReference' } });
    }
  }
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** A category as an operator writes it; `cid` and the parent are fixed once created (URLs carry the cid). */
export const categoryInputSchema = z.object({
  /** Two digits at the top, four (the parent's two first) for a child. */
  cid: z.string().regex(/^(\d{2}|\d{4})$/),
  /** The parent's cid for a child; null at the top. */
  parentCid: z.string().regex(/^\d{2}$/).nullable().default(null),
  titleZh: lineText({ min: 1, max: 120 }),
  titleEn: lineText({ min: 1, max: 120 }),
  sortOrder: z.number().int().min(0).max(100_000),
  isHot: z.boolean(),
  inMenu: z.boolean(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
/** PUT /api/admin/categories/{cid}: everything but the code and the parent. */
export const categoryUpdateSchema = categoryInputSchema.omit({ cid: true, parentCid: true });
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const PRODUCT_ADMIN_SORTS = ['updated_desc', 'sku_asc', 'title_asc', 'price_asc', 'price_desc', 'stock_asc'] as const;

/** GET /api/admin/products: the console's product list, filtered, sorted and paged on the server. */
export const productAdminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** SKU, part number (either from their start) or a word of either title. */
  q: lineText({ max: 80 }).optional(),
  /** A top category includes its children. */
  cid: z.string().regex(/^(\d{2}|\d{4})$/).optional(),
  brand: lineText({ max: 80 }).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  sort: z.enum(PRODUCT_ADMIN_SORTS).default('updated_desc'),
});
export type ProductAdminListQuery = z.infer<typeof productAdminListQuerySchema>;

/** Uploaded product pictures: JPEG, PNG or WebP by content, at most this big, at most this many. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PRODUCT_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_PRODUCT_IMAGES = 12;

/** PUT /api/admin/products/{sku}/images: the uploaded pictures to keep, in the order to show them. */
export const productImageOrderSchema = z.object({
  keys: z.array(z.string().regex(/^u[0-9a-f]{32}$/)).max(MAX_PRODUCT_IMAGES),
});
