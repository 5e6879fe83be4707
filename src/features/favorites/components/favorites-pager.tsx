'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button-classes';

/** Previous / "page x of y" / next. The list is per buyer, so pages are state, not addresses. */
export function FavoritesPager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('favorites');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('paginationLabel')} className="flex items-center justify-center gap-3">
      <button type="button" className={buttonClasses('outline', 'md')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span className="text-sm text-slate-600" aria-live="polite">
        {t('pageStatus', { page, pageCount })}
      </span>
      <button
        type="button"
        className={buttonClasses('outline', 'md')}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
