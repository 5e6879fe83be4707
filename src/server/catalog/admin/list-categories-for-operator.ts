import { asc, count, eq } from 'drizzle-orm';
import type { AdminCategory } from '@/contracts/catalogue-admin-views';
import { categories, products, type CategoryRow } from '../../db/schema';
import type { Db } from '../../db/types';

type Node = Omit<AdminCategory, 'children'>;

export function toAdminCategoryNode(row: CategoryRow, parentCid: string | null, productCount: number): Node {
  return {
    id: row.id,
    cid: row.cid,
    parentCid,
    titleZh: row.title,
    titleEn: row.titleEn,
    sortOrder: row.sortOrder,
    isHot: row.isHot,
    inMenu: row.inMenu,
    productCount,
  };
}

/** GET /api/admin/categories: the two-level tree with flags and how many products each branch holds (any status). */
export async function listCategoriesForOperator(db: Db): Promise<AdminCategory[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select({ categoryId: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
  ]);
  const countOf = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  const tops = rows.filter((r) => r.parentId === null);
  return tops.map((top) => {
    const children = rows.filter((r) => r.parentId === top.id).map((child) => toAdminCategoryNode(child, top.cid, countOf.get(child.id) ?? 0));
    // Products are filed under subcategories: a top category's own count would read 0 on every row.
    const branch = children.reduce((sum, c) => sum + c.productCount, countOf.get(top.id) ?? 0);
    return { ...toAdminCategoryNode(top, null, branch), children };
  });
}

/** One category by its code, or null. */
export async function findCategoryByCid(db: Db, cid: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.cid, cid));
  return row ?? null;
}
