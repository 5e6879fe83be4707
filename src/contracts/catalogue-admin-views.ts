import { z } from 'zod';
import { pagedListSchema } from './catalog';
import { STOCK_STATUSES } from './catalog-constants';
import { fitmentInputSchema, PRODUCT_STATUSES, PRODUCT_UNITS, specInputSchema } from './catalogue-admin';

/*
 * What the console's catalogue screens read (docs/decisions/0049). A product reads back in the very
 * shape it is written (productInputSchema's output), so the edit form fills itself from the answer.
 */

const isoDateTime = z.string().meta({ description: 'ISO 8601 date-time (UTC)' });

const adminCategoryNodeSchema = z.object({
  id: z.number().int(),
  cid: z.string(),
  parentCid: z.string().nullable(),
  titleZh: z.string(),
  titleEn: z.string(),
  sortOrder: z.number().int(),
  isHot: z.boolean(),
  inMenu: z.boolean(),
  /** Products in it, any status; a top category counts those of its subcategories too. */
  productCount: z.number().int(),
});
/** A top category with its children (two levels, so no recursion). */
export const adminCategorySchema = adminCategoryNodeSchema.extend({ children: z.array(adminCategoryNodeSchema) });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryTreeSchema = z.array(adminCategorySchema);

/** One uploaded picture: its responsive WebP widths under /media/uploads/<key>-<width>.webp. */
export const productImageSchema = z.object({
  key: z.string(),
  widths: z.array(z.number().int()),
  url: z.string(),
  srcset: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const adminProductSchema = z.object({
  id: z.number().int(),
  skuCode: z.string(),
  cid: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  brand: z.string(),
  partNumber: z.string(),
  oeNumbers: z.array(z.string()),
  descriptionZh: z.string(),
  descriptionEn: z.string(),
  specs: z.array(specInputSchema),
  unit: z.enum(PRODUCT_UNITS),
  moq: z.number().int(),
  prices: z.object({ USD: z.number().int(), EUR: z.number().int(), AUD: z.number().int(), GBP: z.number().int() }),
  /** Null per currency: members pay the price. */
  memberPrices: z.object({ USD: z.number().int().nullable(), EUR: z.number().int().nullable(), AUD: z.number().int().nullable(), GBP: z.number().int().nullable() }),
  priceBreaks: z.array(z.object({ minQty: z.number().int(), percentOff: z.number().int() })),
  stockStatus: z.enum(STOCK_STATUSES),
  stockQty: z.number().int(),
  weightGrams: z.number().int().nullable(),
  warrantyMonths: z.number().int().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  fitments: z.array(fitmentInputSchema),
  images: z.array(productImageSchema),
  updatedAt: isoDateTime,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductRowSchema = adminProductSchema
  .pick({ id: true, skuCode: true, cid: true, titleZh: true, titleEn: true, brand: true, partNumber: true, prices: true, stockStatus: true, stockQty: true, status: true, updatedAt: true })
  .extend({ categoryTitleZh: z.string(), categoryTitleEn: z.string() });
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;
export const adminProductListSchema = pagedListSchema(adminProductRowSchema);
export type AdminProductList = z.infer<typeof adminProductListSchema>;
