import { eq, inArray, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { categories, products } from '../db/schema';
import type { Db } from '../db/types';
import { fromCatalogue } from './catalogue-cache';

export type ResolvedCategory = { id: number; cid: string; title: string; titleEn: string; ids: number[] };

/**
 * cids → each category with the ids its listing covers: itself plus its children for a top
 * category. One query for any number of cids; unknown cids are simply absent from the map.
 */
export async function resolveCategories(db: Db, cids: readonly string[]): Promise<Map<string, ResolvedCategory>> {
  const resolved = new Map<string, ResolvedCategory>();
  if (cids.length === 0) return resolved;
  const wanted = db.select({ id: categories.id }).from(categories).where(inArray(categories.cid, [...cids]));
  const rows = await db
    .select({
      id: categories.id,
      cid: categories.cid,
      title: categories.title,
      titleEn: categories.titleEn,
      parentId: categories.parentId,
    })
    .from(categories)
    .where(or(inArray(categories.cid, [...cids]), inArray(categories.parentId, wanted)));
  const requested = new Set(cids);
  for (const row of rows) {
    if (requested.has(row.cid)) {
      resolved.set(row.cid, { id: row.id, cid: row.cid, title: row.title, titleEn: row.titleEn, ids: [row.id] });
    }
  }
  const byId = new Map([...resolved.values()].map((category) => [category.id, category]));
  for (const row of rows) {
    if (row.parentId !== null) byId.get(row.parentId)?.ids.push(row.id);
  }
  return resolved;
}

/**
 * Category ids one cid's listing covers (the category first, then its children), or null when the cid
 * does not exist. Kept under the catalogue version (catalogue-cache.ts): an uncached listing or
 * search saves a round trip. At most a few hundred categories exist, and unknown cids answer 404.
 */
export async function resolveCategoryIds(db: Db, cid: string): Promise<number[] | null> {
  const ids = await fromCatalogue(db, `category-ids:${cid}`, () =>
    resolveCategories(db, [cid]).then((found) => found.get(cid)?.ids ?? null),
  );
  return ids?.slice() ?? null;
}

/** The two columns a category filter reads: the products table's own, or a query's alias of them. */
export type CategoryColumns = { categoryId: SQLWrapper; topCategoryId: SQLWrapper };

/**
 * Products of a listing's categories, as resolveCategories gives them (the category first, then its
 * children): `category_id = …` for a category without children, `top_category_id = …` for a top
 * category with children, which the top-category sort indexes (migration 0016) walk in page order.
 * Keyword search passes its alias's columns (`p.category_id`, `p.top_category_id`).
 */
export function inCategories(ids: readonly number[], columns: CategoryColumns = products): SQL {
  return ids.length === 1 ? eq(columns.categoryId, ids[0]!) : eq(columns.topCategoryId, ids[0]!);
}
