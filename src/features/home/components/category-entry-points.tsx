import { useLocale, useTranslations } from 'next-intl';
import { PageLink } from '@/i18n/page-link';
import type { CategoryNode } from '@/contracts/catalog';
import { localizedTitle } from '@/lib/localized-title';
import { CategoryIcon } from './category-icon';

/** Subcategory names under each tile: a hint of what is inside, not a menu. */
const CHILD_HINTS = 3;

const tileClasses =
  'group flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 transition-colors ' +
  'hover:border-brand-600 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The spec's menu categories as large tiles with icons, plus a tile for the whole catalogue. */
export function CategoryEntryPoints({ categories }: { categories: CategoryNode[] }) {
  const t = useTranslations('home');
  const locale = useLocale();
  return (
    <section aria-labelledby="entry-points-heading" className="flex flex-col gap-4">
      <h2 id="entry-points-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t('categoriesHeading')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {categories.map((category) => (
          <li key={category.cid}>
            <PageLink href={`/category/${category.cid}`} className={tileClasses}>
              <span className="flex size-11 items-center justify-center rounded-md bg-brand-50 text-brand-700 group-hover:bg-brand-700 group-hover:text-white">
                <CategoryIcon cid={category.cid} />
              </span>
              <span className="font-semibold text-slate-900 group-hover:text-brand-700">
                {localizedTitle(category, locale)}
              </span>
              <span className="line-clamp-2 text-xs text-slate-500">
                {category.autopartsCategoryList
                  .slice(0, CHILD_HINTS)
                  .map((child) => localizedTitle(child, locale))
                  .join(locale === 'zh' ? '、' : ', ')}
              </span>
            </PageLink>
          </li>
        ))}
        <li>
          <PageLink href="/category/0" className={tileClasses}>
            <span className="flex size-11 items-center justify-center rounded-md bg-slate-100 text-slate-700 group-hover:bg-brand-700 group-hover:text-white">
              <CategoryIcon cid="0" />
            </span>
            <span className="font-semibold text-slate-900 group-hover:text-brand-700">{t('browseAll')}</span>
          </PageLink>
        </li>
      </ul>
    </section>
  );
}
