import { useTranslations } from 'next-intl';
import { SmartLink } from '@/client/smart-link';
import { buttonClasses } from '@/components/ui/button-classes';

/** Shown instead of the grid when a listing has no products. */
export function EmptyState() {
  const t = useTranslations('catalog');
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
      data-testid="empty-state"
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" width="48" height="48" className="text-slate-400">
        <circle cx="21" cy="21" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="m31 31 10 10M16 21h10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <h2 className="text-lg font-semibold text-slate-900">{t('emptyTitle')}</h2>
      <p className="max-w-md text-sm text-slate-600">{t('emptyHint')}</p>
      <SmartLink href="/category/0" className={buttonClasses('outline', 'md', 'mt-2')}>
        {t('emptyAction')}
      </SmartLink>
    </div>
  );
}
