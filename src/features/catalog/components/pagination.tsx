import { useTranslations } from 'next-intl';
import { SmartLink } from '@/client/smart-link';
import { cn } from '@/components/ui/cn';
import { paginationRange } from '@/lib/pagination-range';

export type PaginationProps = {
  page: number;
  pageCount: number;
  /** Locale-free path of the listing, e.g. "/category/10" or "/products". */
  pathname: string;
  /** Query kept on every page link (keyword, sort…); `page` is added, and left out for page 1. */
  query?: Record<string, string>;
};

const itemClasses =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const linkClasses = 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700';
const disabledClasses = 'border-slate-200 bg-slate-50 text-slate-400';

/**
 * Page links carry the page in the URL (?page=N), so every page is a cacheable, shareable address.
 * Phones get previous / "page x of y" / next; wider screens add numbered links with ellipses.
 */
export function Pagination({ page, pageCount, pathname, query = {} }: PaginationProps) {
  const t = useTranslations('catalog');
  if (pageCount <= 1) return null;
  const href = (n: number) => ({ pathname, query: n > 1 ? { ...query, page: String(n) } : query });

  const previous = page > 1 ? href(page - 1) : null;
  const next = page < pageCount ? href(page + 1) : null;

  return (
    <nav
      aria-label={t('paginationLabel')}
      className="flex items-center justify-center gap-2"
      data-testid="pagination"
    >
      {previous ? (
        <SmartLink href={previous} rel="prev" className={cn(itemClasses, linkClasses)}>
          <Chevron direction="left" />
          {t('previous')}
        </SmartLink>
      ) : (
        <span aria-disabled="true" className={cn(itemClasses, disabledClasses)}>
          <Chevron direction="left" />
          {t('previous')}
        </span>
      )}

      <p className="px-2 text-sm text-slate-600 sm:hidden">{t('pageStatus', { page, pageCount })}</p>
      <ol className="hidden items-center gap-1 sm:flex">
        {paginationRange(page, pageCount).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <SmartLink
                href={href(item)}
                aria-label={t('pageLabel', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  itemClasses,
                  item === page ? 'border-brand-700 bg-brand-700 text-white' : linkClasses,
                )}
              >
                {item}
              </SmartLink>
            </li>
          ),
        )}
      </ol>

      {next ? (
        <SmartLink href={next} rel="next" className={cn(itemClasses, linkClasses)}>
          {t('next')}
          <Chevron direction="right" />
        </SmartLink>
      ) : (
        <span aria-disabled="true" className={cn(itemClasses, disabledClasses)}>
          {t('next')}
          <Chevron direction="right" />
        </span>
      )}
    </nav>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
      <path
        d={direction === 'left' ? 'm10 3-5 5 5 5' : 'm6 3 5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
