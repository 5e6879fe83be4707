import { z } from 'zod';
import { cidSchema, pagedListSchema } from './catalog';
import { tradeCardSchema } from './entitlements';
import { FAVORITE_LIMITS } from './favorite-constants';
import { lineText } from './safe-text';

/*
 * Favourites (docs/decisions/0019-inquiries.md covers both work lists). `{id}` in the path is the
 * product's SKU code as the storefront links it; a purely numeric id is the product's numeric id.
 */

export { FAVORITE_LIMITS };

/** A SKU code or a numeric product id; bounded before any lookup. */
export const productRefSchema = z
  .string()
  .max(64)
  .regex(/^(?:[A-Za-z0-9][A-Za-z0-9-]{2,39}|\d{1,10})$/)
  .meta({ description: 'SKU code (e.g. PM-2804-000001) or numeric product id' });
export const productRefParamsSchema = z.object({ id: productRefSchema });

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);

export const favoriteListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(FAVORITE_LIMITS.maxPageSize).default(FAVORITE_LIMITS.defaultPageSize),
  cid: cidSchema.optional(),
  keyword: lineText({ max: FAVORITE_LIMITS.keywordMax }).optional(),
  export: exportFormatSchema.optional().meta({ description: 'Download every matching row as a file instead' }),
});

export const favoriteItemSchema = z.object({
  /** The card and the buyer's trade data at their tier. */
  product: tradeCardSchema,
  addedAt: z.string().meta({ description: 'ISO 8601' }),
});
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

export const favoriteListSchema = pagedListSchema(favoriteItemSchema);
export type FavoriteList = z.infer<typeof favoriteListSchema>;

/** GET /api/favorite/ids — every SKU the buyer saved, for the hearts on cached catalogue pages. */
export const favoriteIdsSchema = z.object({ skuCodes: z.array(z.string()) });
export type FavoriteIds = z.infer<typeof favoriteIdsSchema>;

export const favoriteToggleResultSchema = z.object({ skuCode: z.string(), favorite: z.boolean() });
