import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PageLink } from '@/i18n/page-link';
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
          <PageLink href={`/category/${category.cid}`} className="hover:text-brand-700">
            {title}
          </PageLink>
        </h3>
        <PageLink
          href={`/category/${category.cid}`}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          {/* Named by the visible "View all" plus the hidden category, never replaced by an aria-label (WCAG 2.5.3). */}
          <span>
            {t.rich('viewAllLabel', {
              category: title,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </span>
          <span aria-hidden="true">→</span>
        </PageLink>
      </div>
      {children}
    </section>
  );
}
