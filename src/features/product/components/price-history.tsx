import { useLocale, useTranslations } from 'next-intl';
import type { Money } from '@/contracts/catalog';
import { PriceHistoryIsland } from './price-history-island';
import type { PriceHistoryLabels } from './price-history-chart';

/**
 * The member's price-history chart of a product (plans that grant it). The cached page carries only
 * the texts; whether to show it comes with the signed-in buyer's trade data, and the chart's code and
 * data load only then.
 */
export function PriceHistory({ skuCode, currency }: { skuCode: string; currency: Money['currency'] }) {
  const t = useTranslations('priceHistory');
  const locale = useLocale();
  const labels: PriceHistoryLabels = {
    heading: t('heading'),
    intro: t('intro', { currency }),
    reference: t('reference'),
    member: t('member'),
    date: t('date'),
    periodStart: t('periodStart', { date: '{date}' }),
    showTable: t('showTable'),
    hideTable: t('hideTable'),
    tableCaption: t('tableCaption', { currency }),
    noChanges: t('noChanges'),
    loading: t('loading'),
    failed: t('failed'),
    retry: t('retry'),
  };
  return <PriceHistoryIsland skuCode={skuCode} currency={currency} locale={locale} labels={labels} />;
}
