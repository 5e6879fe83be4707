import { eq, inArray, or, type SQL } from 'drizzle-orm';
import { env } from '@/env';
import { categories, products } from '../db/schema';
import type { Db } from '../db/types';
import { catalogueVersion } from './catalogue-version';

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

type CidMemo = { version: string; ids: Map<string, Promise<number[] | null>> };
const memoByDb = new WeakMap<Db, CidMemo>();

/**
 * Category ids one cid's listing covers, or null when the cid does not exist. Remembered per process
 * under the catalogue version (bumped by every write to categories, checked at most every
 * CATALOGUE_VERSION_CHECK_MS, like the answer cache): an uncached listing or search saves a round trip.
 */
export async function resolveCategoryIds(db: Db, cid: string): Promise<number[] | null> {
  const version = await catalogueVersion(db, env.CATALOGUE_VERSION_CHECK_MS);
  let memo = memoByDb.get(db);
  if (memo?.version !== version) memoByDb.set(db, (memo = { version, ids: new Map() }));
  let ids = memo.ids.get(cid);
  if (!ids) {
    // At most a few hundred categories (and unknown cids answer 404 before this grows much).
    if (memo.ids.size >= 2000) memo.ids.clear();
    ids = resolveCategories(db, [cid]).then((found) => found.get(cid)?.ids ?? null);
    const entry = ids;
    memo.ids.set(cid, entry);
    entry.catch(() => memo.ids.get(cid) === entry && memo.ids.delete(cid));
  }
  return (await ids)?.slice() ?? null;
}

/** `category_id = …` for one id (the simplest plan), `IN (…)` for a top category and its children. */
export function inCategories(ids: readonly number[]): SQL {
  return ids.length === 1 ? eq(products.categoryId, ids[0]!) : inArray(products.categoryId, [...ids]);
}
