import { PageLink } from '@/i18n/page-link';
import type { CategoryNode } from '@/contracts/catalog';
import { localizedTitle } from '@/lib/localized-title';
import { ChevronRightIcon } from './icons';
import { MENU_TOP_CATEGORIES } from './categories-panel';

/** Categories in the phone menu: the same first 12 top categories as the dropdown, plus "More". */
export function MobileCategoryList({
  tree,
  locale,
  labels,
}: {
  tree: CategoryNode[];
  locale: string;
  labels: { heading: string; more: string };
}) {
  const link =
    'flex items-center justify-between rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <nav aria-label={labels.heading}>
      <p className="mb-1 px-3 text-sm font-medium text-slate-900">{labels.heading}</p>
      <ul className="grid">
        {tree.slice(0, MENU_TOP_CATEGORIES).map((category) => (
          <li key={category.cid}>
            <PageLink href={`/category/${category.cid}`} prefetch={false} className={link}>
              {localizedTitle(category, locale)}
            </PageLink>
          </li>
        ))}
        <li>
          <PageLink href="/category/0" prefetch={false} className={`${link} font-semibold text-brand-700`}>
            {labels.more}
            <ChevronRightIcon size={16} />
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}
