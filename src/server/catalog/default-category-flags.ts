import { HOT_CATEGORY_IDS, MENU_CATEGORY_IDS } from '@/contracts/catalog-constants';

/**
 * The spec's default hot and menu categories as flags: what the demo seed, the test factory and
 * migration 0013 give a category with one of those codes. After that the console owns the flags.
 */
export function defaultCategoryFlags(cid: string): { isHot: boolean; inMenu: boolean } {
  return {
    isHot: (HOT_CATEGORY_IDS as readonly string[]).includes(cid),
    inMenu: (MENU_CATEGORY_IDS as readonly string[]).includes(cid),
  };
}

/**
 * Flagged categories in the order the storefront shows them: the spec's default list keeps its order
 * (13, 1003, 1019 …), categories an operator flags later follow in catalogue order.
 */
export function orderFlagged(rows: readonly { cid: string }[], specOrder: readonly string[]): string[] {
  const rank = (cid: string) => {
    const at = specOrder.indexOf(cid);
    return at === -1 ? specOrder.length : at;
  };
  return rows
    .map((row, index) => ({ cid: row.cid, index }))
    .sort((a, b) => rank(a.cid) - rank(b.cid) || a.index - b.index)
    .map((row) => row.cid);
}
