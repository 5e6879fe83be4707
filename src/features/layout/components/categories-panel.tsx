import { PageLink } from '@/i18n/page-link';
import type { CategoryNode } from '@/contracts/catalog';
import { localizedTitle } from '@/lib/localized-title';
import { MENU_SUBCATEGORIES, MENU_TOP_CATEGORIES } from '../category-menus';
import { ChevronRightIcon } from './icons';

/**
 * The dropdown's content, rendered on the server: category links in the page's language and a "More"
 * link. It is in every page's header, so its 60 links use the named classes `.menu-link` and
 * `.menu-sublink` (globals.css) rather than repeating utility lists in the HTML and RSC payload.
 */
export function CategoriesPanel({
  tree,
  locale,
  labels,
}: {
  tree: CategoryNode[];
  locale: string;
  labels: { nav: string; more: string; empty: string };
}) {
  const top = tree.slice(0, MENU_TOP_CATEGORIES);
  return (
    <nav aria-label={labels.nav} className="p-5">
      {top.length === 0 ? (
        <p className="text-sm text-slate-500">{labels.empty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-x-6 gap-y-5 md:grid-cols-3 lg:grid-cols-4">
          {top.map((category) => (
            <li key={category.cid} className="min-w-0">
              <PageLink href={`/category/${category.cid}`} className="menu-link">
                {localizedTitle(category, locale)}
              </PageLink>
              {category.autopartsCategoryList.length > 0 && (
                <ul className="mt-1.5 grid gap-1">
                  {category.autopartsCategoryList.slice(0, MENU_SUBCATEGORIES).map((child) => (
                    <li key={child.cid} className="min-w-0">
                      {/* 48 links: fetched when followed, not prefetched all at once when the menu opens. */}
                      <PageLink href={`/category/${child.cid}`} prefetch={false} className="menu-sublink">
                        {localizedTitle(child, locale)}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5 border-t border-slate-100 pt-4">
        <PageLink
          href="/category/0"
          className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {labels.more}
          <ChevronRightIcon size={16} />
        </PageLink>
      </div>
    </nav>
  );
}
