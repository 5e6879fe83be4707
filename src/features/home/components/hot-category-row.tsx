import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SmartLink } from '@/client/smart-link';
import type { HotCategory } from '@/contracts/catalog';
import { localizedTitle } from '@/lib/localized-title';

/** One home-page row: the category's name (a link to it), a "view all" link and its products. */
export function HotCategoryRow({ category, children }: { category: HotCategory; children: ReactNode }) {
  const t = useTranslations('home');
  const locale = useLocale();
  const title = localizedTitle(category, locale);
  const headingId = `hot-${category.cid}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="hot-category">
      <div className="flex items-baseline justify-between gap-4">
        <h3 id={headingId} className="text-lg font-bold text-slate-900 sm:text-xl">
          <SmartLink href={`/category/${category.cid}`} className="hover:text-brand-700">
            {title}
          </SmartLink>
        </h3>
        <SmartLink
          href={`/category/${category.cid}`}
          aria-label={t('viewAllLabel', { category: title })}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          {t('viewAll')}
          <span aria-hidden="true">→</span>
        </SmartLink>
      </div>
      {children}
    </section>
  );
}
