'use client';

import { useTranslations } from 'next-intl';
import { SmartLink } from '@/client/smart-link';
import { buttonClasses } from '@/components/ui/button-classes';

/** No favourites at all (with a way to the catalogue), or none matching the filters. */
export function FavoritesEmpty({ filtered }: { filtered: boolean }) {
  const t = useTranslations('favorites');
  return (
    <section className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center sm:p-8">
      <h2 className="text-lg font-semibold text-slate-900">{filtered ? t('noMatchTitle') : t('emptyTitle')}</h2>
      <p className="mt-2 text-sm text-slate-600">{filtered ? t('noMatchHint') : t('emptyHint')}</p>
      {!filtered && (
        <SmartLink href="/category/0" className={buttonClasses('primary', 'md', 'mt-5')}>
          {t('browse')}
        </SmartLink>
      )}
    </section>
  );
}
