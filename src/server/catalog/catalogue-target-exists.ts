import { and, eq } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '@/contracts/catalog';
import type { CatalogueTarget } from '@/lib/storefront-target';
import { categories, products } from '../db/schema';
import type { Db } from '../db/types';
import { fromCatalogue } from './catalogue-cache';
import { countListedProducts } from './list-products';
import { resolveCategoryIds } from './resolve-category-ids';

/**
 * Whether a catalogue URL names something its page would show: a listed product (what
 * getProductBySku finds), or a listing page that exists — a known cid ("0" is all) and a page no
 * further than the last one at the storefront's page size (what the category page renders).
 */
export async function catalogueTargetExists(db: Db, target: CatalogueTarget): Promise<boolean> {
  if (target.kind === 'product') {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.skuCode, target.skuCode), eq(products.status, 'active')))
      .limit(1);
    return row !== undefined;
  }
  const categoryIds = target.cid === '0' ? undefined : await resolveCategoryIds(db, target.cid);
  if (categoryIds === null) return false;
  if (target.page === 1) return true;
  const total = await countListedProducts(db, categoryIds);
  return target.page <= Math.ceil(total / DEFAULT_PAGE_SIZE);
}

/** catalogueTargetExists through the catalogue cache: a page the proxy lets through costs no query. */
export function catalogueTargetKnown(db: Db, target: CatalogueTarget): Promise<boolean> {
  const key = target.kind === 'product' ? `exists:p:${target.skuCode}` : `exists:c:${target.cid}:${target.page}`;
  return fromCatalogue(db, key, () => catalogueTargetExists(db, target));
}
