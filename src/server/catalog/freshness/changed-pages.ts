import { inArray } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, HOT_CATEGORY_IDS } from '@/contracts/catalog';
import { categories } from '../../db/schema';
import type { Db } from '../../db/types';
import { countListedProductsNow } from '../list-products';
import type { CatalogueChange } from './catalogue-change-feed';

/** What a set of changes makes stale, in the storefront's terms (every language and site alike). */
export type ChangedPages =
  | { everything: true }
  | {
      everything: false;
      /** Product pages. */
      skus: string[];
      /** Category listings (cid "0" is "all products") and how many numbered pages each has. */
      listings: { cid: string; pageCount: number }[];
      /** The home page shows the hot categories' products. */
      home: boolean;
    };

const HOT = new Set<string>(HOT_CATEGORY_IDS);

/**
 * A changed product shows on its own page, on every listing it is in (its category, the parent
 * category, all products) and, in a hot category, on the home page. A listing's pages are counted
 * now, plus one: a product added or removed may move the last page.
 */
export async function changedPages(db: Db, changes: readonly CatalogueChange[]): Promise<ChangedPages | null> {
  if (changes.length === 0) return null;
  if (changes.some((change) => change.everything)) return { everything: true };
  const skus = [...new Set(changes.flatMap((change) => change.skuCode ?? []))].sort();
  const categoryIds = [...new Set(changes.flatMap((change) => change.categoryId ?? []))];
  const rows = await categoryChains(db, categoryIds);
  const listings = new Map<string, number[] | undefined>([['0', undefined]]);
  let home = false;
  for (const { cid, parentCid, id, parentId } of rows) {
    listings.set(cid, parentId === null ? await childIds(db, id) : [id]);
    if (parentCid !== null && parentId !== null) listings.set(parentCid, await childIds(db, parentId));
    if (HOT.has(cid) || (parentCid !== null && HOT.has(parentCid))) home = true;
  }
  const counted = await Promise.all(
    [...listings].map(async ([cid, ids]) => {
      const total = await countListedProductsNow(db, ids);
      return { cid, pageCount: Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE)) + 1 };
    }),
  );
  return { everything: false, skus, listings: counted.sort((a, b) => a.cid.localeCompare(b.cid)), home };
}

type Chain = { id: number; cid: string; parentId: number | null; parentCid: string | null };

async function categoryChains(db: Db, ids: number[]): Promise<Chain[]> {
  if (ids.length === 0) return [];
  const own = await db
    .select({ id: categories.id, cid: categories.cid, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.id, ids));
  const parentIds = [...new Set(own.flatMap((row) => row.parentId ?? []))];
  const parents =
    parentIds.length === 0
      ? []
      : await db.select({ id: categories.id, cid: categories.cid }).from(categories).where(inArray(categories.id, parentIds));
  const parentCid = new Map(parents.map((row) => [row.id, row.cid]));
  return own.map((row) => ({ ...row, parentCid: row.parentId === null ? null : (parentCid.get(row.parentId) ?? null) }));
}

/** A top category's listing covers itself and its children. */
async function childIds(db: Db, id: number): Promise<number[]> {
  const children = await db.select({ id: categories.id }).from(categories).where(inArray(categories.parentId, [id]));
  return [id, ...children.map((row) => row.id)];
}
