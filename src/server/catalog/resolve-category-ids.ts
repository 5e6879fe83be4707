import { eq, inArray, or, type SQL } from 'drizzle-orm';
import { categories, products } from '../db/schema';
import type { Db } from '../db/types';

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

/** Category ids one cid's listing covers, or null when the cid does not exist. */
export async function resolveCategoryIds(db: Db, cid: string): Promise<number[] | null> {
  return (await resolveCategories(db, [cid])).get(cid)?.ids ?? null;
}

/** `category_id = …` for one id (the simplest plan), `IN (…)` for a top category and its children. */
export function inCategories(ids: readonly number[]): SQL {
  return ids.length === 1 ? eq(products.categoryId, ids[0]!) : inArray(products.categoryId, [...ids]);
}
