import type { CategoryNode, CategoryTree } from '@/contracts/catalog';
import type { CategoryRow } from '../db/schema';

type NodeSource = Pick<CategoryRow, 'id' | 'cid' | 'title' | 'titleEn' | 'parentId'>;

/** DB row → the spec's category shape. The parent id is derived: 0 at the top level. */
export function toCategoryNode(row: NodeSource, children: CategoryNode[] = []): CategoryNode {
  return {
    id: row.id,
    cid: row.cid,
    title: row.title,
    title_en: row.titleEn,
    pid: row.parentId ?? 0,
    autopartsCategoryList: children,
  };
}

/**
 * Rows (already in display order) → two-level tree. A child whose parent is missing is dropped
 * rather than promoted, so the tree never shows an orphan as a top category.
 */
export function buildCategoryTree(rows: readonly NodeSource[]): CategoryNode[] {
  const childrenOf = new Map<number, CategoryNode[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(toCategoryNode(row));
    childrenOf.set(row.parentId, list);
  }
  return rows.filter((row) => row.parentId === null).map((row) => toCategoryNode(row, childrenOf.get(row.id) ?? []));
}

/** The tree as the contract spells it: two levels, second-level nodes with an empty list. */
export function toCategoryTree(tree: CategoryNode[]): CategoryTree {
  const fields = ({ id, cid, title, title_en, pid }: CategoryNode) => ({ id, cid, title, title_en, pid });
  return tree.map((top) => ({
    ...fields(top),
    autopartsCategoryList: top.autopartsCategoryList.map((sub) => ({
      ...fields(sub),
      autopartsCategoryList: [],
    })),
  }));
}
