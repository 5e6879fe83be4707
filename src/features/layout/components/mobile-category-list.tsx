'use client';

import { Collapsible } from 'radix-ui';
import { PAGE_LINK_ATTRIBUTE } from '@/i18n/page-link-attribute';
import type { MobileMenuCategory } from '../category-menus';
import { ChevronDownIcon, ChevronRightIcon } from './icons';

const linkClasses =
  'flex min-h-10 min-w-0 flex-1 items-center rounded-md px-3 py-2 text-sm hover:bg-slate-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';
// Followed in the app by the page's one link listener; never prefetched (60 rarely followed links).
const pageLink = { [PAGE_LINK_ATTRIBUTE]: 'no-prefetch' };

/**
 * Categories in the phone menu: the first 12 top categories, as the desktop dropdown has them, each a
 * link with a button beside it that shows its first 4 subcategories (a Radix disclosure: the button
 * says whether they are shown and which list it controls), then "More".
 */
export function MobileCategoryList({
  categories,
  labels,
}: {
  categories: MobileMenuCategory[];
  labels: { heading: string; more: string; moreHref: string };
}) {
  return (
    <nav aria-label={labels.heading}>
      <p className="mb-1 px-3 text-sm font-medium text-slate-900">{labels.heading}</p>
      <ul className="grid">
        {categories.map((category) => (
          <li key={category.cid}>
            {category.subcategories.length === 0 ? (
              <a href={category.href} {...pageLink} className={`${linkClasses} text-slate-700`}>
                {category.title}
              </a>
            ) : (
              <Collapsible.Root>
                <div className="flex items-center gap-1">
                  <a href={category.href} {...pageLink} className={`${linkClasses} text-slate-700`}>
                    {category.title}
                  </a>
                  <Collapsible.Trigger
                    aria-label={category.toggleLabel}
                    className="group inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <ChevronDownIcon size={18} className="transition-transform group-data-[state=open]:rotate-180" />
                  </Collapsible.Trigger>
                </div>
                <Collapsible.Content asChild>
                  <ul className="mb-1 ml-3 grid border-l border-slate-200 pl-2">
                    {category.subcategories.map((sub) => (
                      <li key={sub.cid}>
                        <a href={sub.href} {...pageLink} className={`${linkClasses} text-slate-600`}>
                          {sub.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </Collapsible.Content>
              </Collapsible.Root>
            )}
          </li>
        ))}
        <li>
          <a href={labels.moreHref} {...pageLink} className={`${linkClasses} justify-between font-semibold text-brand-700`}>
            {labels.more}
            <ChevronRightIcon size={16} />
          </a>
        </li>
      </ul>
    </nav>
  );
}
