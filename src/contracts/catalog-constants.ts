/**
 * Catalogue constants and the category-node type, without zod so browser code can import them.
 * `catalog.ts` re-exports all of this next to the schemas.
 */

/** A category node as the spec names it: cid, title (zh), title_en, id, autopartsCategoryList. */
export type CategoryNode = {
  id: number;
  cid: string;
  title: string;
  title_en: string;
  /** Derived parent id; 0 at the top level. */
  pid: number;
  autopartsCategoryList: CategoryNode[];
};

/** cid codes: two digits (top) or four digits (child); "0" means all categories. */
export const CID_PATTERN = /^(0|\d{2}|\d{4})$/;
/** SKU codes: 3–40 capital letters, digits and hyphens, not starting with a hyphen. */
export const SKU_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock', 'on_order'] as const;
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const MAX_PAGE_SIZE = 60;
/** Most SKUs one trade-data call answers: a listing page holds at most this many cards. */
export const TRADE_DATA_MAX_SKUS = MAX_PAGE_SIZE;
export const DEFAULT_PAGE_SIZE = 24;

/** The spec's default hot categories (home page rows) and menu categories (entry points). */
export const HOT_CATEGORY_IDS = ['13', '1003', '1019', '1011', '16', '30', '08', '03'] as const;
export const MENU_CATEGORY_IDS = ['13', '12', '10', '08', '09'] as const;
export const HOT_PRODUCTS_PER_CATEGORY = 8;

/** `GET /api/cate/product?cids=13,1003`: a comma list of up to 20 cids; absent → HOT_CATEGORY_IDS. */
export const MAX_HOT_CIDS = 20;
/** "13, 1003,," → ["13", "1003"]; duplicates are kept for the validator to count, then dropped by the service. */
export function splitCidList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
