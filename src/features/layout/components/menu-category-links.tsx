import { PageLink } from '@/i18n/page-link';
import { type CategoryNode } from '@/contracts/catalog-constants';
import { localizedTitle } from '@/lib/localized-title';

/** Finds a category anywhere in the two-level tree. */
function findCategory(tree: CategoryNode[], cid: string): CategoryNode | undefined {
  for (const top of tree) {
    if (top.cid === cid) return top;
    const child = top.autopartsCategoryList.find((c) => c.cid === cid);
    if (child) return child;
  }
  return undefined;
}

/** The menu categories (flagged in the console; the spec's 13, 12, 10, 08, 09 by default) as quick links beside the dropdown (desktop widths, where all fit); missing ones are skipped. */
export function MenuCategoryLinks({ tree, cids, locale }: { tree: CategoryNode[]; cids: readonly string[]; locale: string }) {
  const items = cids.map((cid) => findCategory(tree, cid)).filter(
    (c): c is CategoryNode => c !== undefined,
  );
  if (items.length === 0) return null;
  return (
    <ul className="hidden min-w-0 items-center overflow-hidden lg:flex">
      {items.map((category) => (
        <li key={category.cid} className="shrink-0">
          <PageLink
            href={`/category/${category.cid}`}
            className="inline-flex h-11 items-center px-3.5 text-sm font-medium whitespace-nowrap text-brand-50 transition-colors hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
          >
            {localizedTitle(category, locale)}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
