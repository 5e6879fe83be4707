import { z } from 'zod';
import {
  CID_PATTERN,
  MAX_HOT_CIDS,
  MAX_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  PRODUCT_SORTS,
  SKU_CODE_PATTERN,
  STOCK_STATUSES,
  type CategoryNode,
} from './catalog-constants';
import { vehicleIdSchema } from './vehicles';

// Constants and the node type live in a zod-free module (browser code imports that one); schemas are added here.
export * from './catalog-constants';

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    cid: z.string(),
    title: z.string(),
    title_en: z.string(),
    pid: z.number().int(),
    autopartsCategoryList: z.array(categoryNodeSchema),
  }),
);

/**
 * The tree as the API sends it, spelled out for its two levels (no recursion, so the OpenAPI
 * generator and clients can walk it): second-level nodes have an empty list.
 */
const categoryFields = {
  id: z.number().int(),
  cid: z.string(),
  title: z.string().describe('Chinese title'),
  title_en: z.string().describe('English title'),
  pid: z.number().int().describe("Parent's id; 0 at the top level"),
};
export const subcategoryNodeSchema = z.object({
  ...categoryFields,
  autopartsCategoryList: z.array(z.unknown()).max(0).describe('Always empty: the tree has two levels'),
});
export const topCategoryNodeSchema = z.object({
  ...categoryFields,
  autopartsCategoryList: z.array(subcategoryNodeSchema),
});
export const categoryTreeSchema = z.array(topCategoryNodeSchema);
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

export const cidSchema = z.string().regex(CID_PATTERN);
export const skuCodeSchema = z.string().regex(SKU_CODE_PATTERN);

export const moneySchema = z.object({
  /** Minor units (cents). */
  amount: z.number().int(),
  currency: z.enum(['USD', 'EUR', 'AUD', 'GBP']),
});
export type Money = z.infer<typeof moneySchema>;

/**
 * A product as the public catalogue shows it to everyone (the visitor data tier, docs/decisions/0067):
 * no price, no exact stock quantity, no OE numbers. Signed-in buyers get those through the trade call
 * (`GET /api/products/trade`) or a tier-aware answer's `trade` (contracts/entitlements.ts).
 */
export const productCardSchema = z.object({
  skuCode: z.string(),
  /** Title in the request's language; both are also given. */
  title: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  brand: z.string(),
  partNumber: z.string(),
  image: z.string(),
  unit: z.string(),
  moq: z.number().int(),
  stockStatus: z.enum(STOCK_STATUSES),
  category: z.object({ cid: z.string(), title: z.string(), title_en: z.string() }),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productDetailSchema = productCardSchema.extend({
  images: z.array(z.string()),
  description: z.string(),
  specs: z.array(z.object({ key: z.string(), value: z.string() })),
  fitments: z.array(
    z.object({
      make: z.string(),
      model: z.string(),
      yearFrom: z.number().int(),
      yearTo: z.number().int(),
      engine: z.string().nullable(),
    }),
  ),
  weightGrams: z.number().int().nullable(),
  warrantyMonths: z.number().int().nullable(),
  /** Top category first, then the product's own category. */
  breadcrumbs: z.array(z.object({ cid: z.string(), title: z.string(), title_en: z.string() })),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListQuerySchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  cid: cidSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(PRODUCT_SORTS).default('relevance'),
  /** `nextCursor` of the previous page: the page after it by keyset (then `page` only labels it). */
  cursor: z.string().max(400).regex(/^[A-Za-z0-9_-]+$/).optional(),
  /** Only parts linked to this vehicle (contracts/vehicles.ts). */
  vehicle: vehicleIdSchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** One page of a list: the items and where they stand in the whole (every paged answer has this shape). */
export function pagedListSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  });
}

export const productListSchema = pagedListSchema(productCardSchema).extend({
  /** Keyset cursor for the page after this one (deep pages), or null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const hotCategorySchema = z.object({
  cid: z.string(),
  title: z.string(),
  title_en: z.string(),
  products: z.array(productCardSchema),
});
export type HotCategory = z.infer<typeof hotCategorySchema>;

export const hotCategoryQuerySchema = z.object({
  cids: z.string().max(400).optional(),
});
export const cidListSchema = z.array(cidSchema).max(MAX_HOT_CIDS);
