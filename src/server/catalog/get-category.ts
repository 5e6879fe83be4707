import { asc, eq, or } from 'drizzle-orm';
import type { CategoryNode } from '@/contracts/catalog';
import { categories } from '../db/schema';
import type { Db } from '../db/types';
import { categoryColumns } from './category-columns';
import { buildCategoryTree } from './category-node';

/**
 * One category with its subcategories, and its parent (with the parent's subcategories, i.e. the
 * siblings) when it is a child. Callers treat cid "0" as "all categories" before calling.
 */
export async function getCategoryByCid(
  db: Db,
  cid: string,
): Promise<{ node: CategoryNode; parent: CategoryNode | null } | null> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.cid, cid)).limit(1);
  if (!row) return null;
  const topId = row.parentId ?? row.id;
  // The top category and all its children in one query; the tree builder nests them.
  const family = await db
    .select(categoryColumns)
    .from(categories)
    .where(or(eq(categories.id, topId), eq(categories.parentId, topId)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const [top] = buildCategoryTree(family);
  if (!top) return null;
  if (row.parentId === null) return { node: top, parent: null };
  const node = top.autopartsCategoryList.find((child) => child.id === row.id);
  return node ? { node, parent: top } : null;
}
