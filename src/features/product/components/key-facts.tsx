import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { PageLink } from '@/i18n/page-link';
import type { ProductDetail } from '@/contracts/catalog';
import { localizedTitle } from '@/lib/localized-title';
import { CopyButton } from './copy-button';

/** Brand, part number, SKU, category, weight and warranty as a description list. */
export function KeyFacts({ product }: { product: ProductDetail }) {
  const t = useTranslations('product');
  const locale = useLocale();
  const format = useFormatter();
  const copyLabels = (value: string) => ({
    copy: t('copy'),
    copied: t('copied'),
    failed: t('copyFailed'),
    action: t('copyValue', { value }),
  });

  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1.5 text-sm" data-testid="key-facts">
      <dt className="text-slate-600">{t('brand')}</dt>
      <dd className="font-semibold text-slate-900">{product.brand}</dd>
      <dt className="text-slate-600">{t('partNumber')}</dt>
      <dd className="flex min-w-0 items-center gap-1">
        <span className="font-mono text-slate-900 select-all">{product.partNumber}</span>
        <CopyButton value={product.partNumber} labels={copyLabels(product.partNumber)} />
      </dd>
      <dt className="text-slate-600">{t('sku')}</dt>
      <dd className="font-mono text-slate-700">{product.skuCode}</dd>
      <dt className="text-slate-600">{t('category')}</dt>
      <dd>
        <PageLink href={`/category/${product.category.cid}`} className="text-brand-700 hover:underline">
          {localizedTitle(product.category, locale)}
        </PageLink>
      </dd>
      {product.weightGrams !== null && (
        <>
          <dt className="text-slate-600">{t('weight')}</dt>
          <dd className="text-slate-900">
            {t('weightValue', {
              weight: format.number(product.weightGrams / 1000, { maximumFractionDigits: 2 }),
            })}
          </dd>
        </>
      )}
      {product.warrantyMonths !== null && product.warrantyMonths > 0 && (
        <>
          <dt className="text-slate-600">{t('warranty')}</dt>
          <dd className="text-slate-900">{t('warrantyValue', { months: product.warrantyMonths })}</dd>
        </>
      )}
    </dl>
  );
}
