import { getTranslations } from 'next-intl/server';
import { SmartLink } from '@/client/smart-link';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import type { AccountSection } from '../account-sections';
import { AccountPageHeading } from './account-page-heading';

/**
 * Orders, inquiries and favourites open in later issues. Until then the page says so plainly —
 * no sample rows, no empty list that looks like a working feature — and points back to the
 * catalogue.
 */
export async function SectionComingSoon({ section }: { section: Exclude<AccountSection, 'profile'> }) {
  const t = await getTranslations('account');
  const tCommon = await getTranslations('common');
  return (
    <>
      <AccountPageHeading title={t(`titles.${section}`)} />
      <section
        aria-labelledby="coming-soon-heading"
        className="rounded-lg border border-dashed border-slate-300 bg-white p-6 sm:p-8"
      >
        <Badge tone="info">{t('soonBadge')}</Badge>
        <h2 id="coming-soon-heading" className="mt-3 text-lg font-semibold text-slate-900">
          {t('soonHeading')}
        </h2>
        <p className="mt-2 max-w-prose text-sm leading-6 text-slate-700">{t(`soon.${section}`)}</p>
        <p className="mt-1 max-w-prose text-sm leading-6 text-slate-700">{t('soonMeanwhile')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <SmartLink href="/category/0" className={buttonClasses('primary')}>
            {t('browseCatalogue')}
          </SmartLink>
          <SmartLink href="/" className={buttonClasses('outline')}>
            {tCommon('goHome')}
          </SmartLink>
        </div>
      </section>
    </>
  );
}
