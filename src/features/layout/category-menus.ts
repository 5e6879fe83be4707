import type { CategoryNode } from '@/contracts/catalog';
import { getPathname } from '@/i18n/localized-href';
import { localizedTitle } from '@/lib/localized-title';

/** The category menus show the first 12 categories and up to 4 subcategories of each. */
export const MENU_TOP_CATEGORIES = 12;
export const MENU_SUBCATEGORIES = 4;

export type MobileMenuLink = { cid: string; title: string; href: string };
export type MobileMenuCategory = MobileMenuLink & {
  /** The accessible name of the button that shows its subcategories ("Subcategories of Brakes"). */
  toggleLabel: string;
  subcategories: MobileMenuLink[];
};

/**
 * The phone menu's categories as data, titled and linked in the page's language on the server: the
 * sheet that shows them loads on the first tap, so its links cannot be server-rendered markup, and
 * plain data keeps the header's payload as small as the links were.
 */
export function mobileMenuCategories(
  tree: readonly CategoryNode[],
  locale: string,
  toggleLabel: (category: string) => string,
): MobileMenuCategory[] {
  const link = (node: CategoryNode): MobileMenuLink => ({
    cid: node.cid,
    title: localizedTitle(node, locale),
    href: getPathname({ href: `/category/${node.cid}`, locale }),
  });
  return tree.slice(0, MENU_TOP_CATEGORIES).map((node) => {
    const top = link(node);
    return {
      ...top,
      toggleLabel: toggleLabel(top.title),
      subcategories: node.autopartsCategoryList.slice(0, MENU_SUBCATEGORIES).map(link),
    };
  });
}
