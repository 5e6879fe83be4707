import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Money, ProductDetail as ProductDetailData } from '@/contracts/catalog';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { Container } from '@/components/ui/container';
import { localizedTitle } from '@/lib/localized-title';
import { CopyButton } from './copy-button';
import { FitmentTable } from './fitment-table';
import { KeyFacts } from './key-facts';
import { OeNumbers } from './oe-numbers';
import { PriceBox } from './price-box';
import { PriceHistory } from './price-history';
import { ProductGallery } from './product-gallery';
import { SpecTable } from './spec-table';
import { htmlLang } from '@/lib/intl-locale';

/**
 * The product page. Both titles are shown (the page language large, the other small, each with its
 * lang attribute) because buyers paste both into their own systems. `vehicleFit` is the "does it
 * fit my vehicle" island the page supplies (features do not import each other).
 */
/** `currency`: the site's, which the price history shows (the cached page carries no price to read it from). */
export function ProductDetail({
  product,
  currency,
  vehicleFit,
}: {
  product: ProductDetailData;
  currency: Money['currency'];
  vehicleFit?: ReactNode;
}) {
  const t = useTranslations('product');
  const locale = useLocale();
  const otherLang = locale === 'zh' ? 'en' : 'zh';
  const otherTitle = otherLang === 'zh' ? product.titleZh : product.titleEn;
  const images = product.images.length > 0 ? product.images : [product.image];
  const copyLabels = (value: string) => ({
    copy: t('copy'),
    copied: t('copied'),
    failed: t('copyFailed'),
    action: t('copyValue', { value }),
  });

  const crumbs: BreadcrumbItem[] = [
    { label: t('home'), href: '/' },
    ...product.breadcrumbs.map((crumb) => ({
      label: localizedTitle(crumb, locale),
      href: `/category/${crumb.cid}`,
    })),
  ];

  return (
    <Container className="flex flex-col gap-6 py-6 sm:py-8">
      <Breadcrumbs items={crumbs} label={t('breadcrumbLabel')} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-10">
        <ProductGallery
          images={images}
          alts={images.map((_, i) =>
            i === 0
              ? product.title
              : t('imageAlt', { title: product.title, index: i + 1, count: images.length }),
          )}
          thumbLabels={images.map((_, i) => t('showImage', { index: i + 1, count: images.length }))}
          label={t('gallery')}
        />
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-1.5">
            <p className="text-sm text-slate-600">
              <span className="font-semibold text-slate-800">{product.brand}</span>
              <span aria-hidden="true"> · </span>
              <span className="font-mono">{product.partNumber}</span>
            </p>
            <div className="flex items-start gap-1">
              <h1
                className="text-xl leading-snug font-bold text-slate-900 sm:text-2xl"
                data-testid="product-title"
              >
                {product.title}
              </h1>
              <CopyButton value={product.title} labels={copyLabels(product.title)} className="mt-0.5" />
            </div>
            {otherTitle && otherTitle !== product.title && (
              <div className="flex items-start gap-1">
                <p className="text-sm text-slate-600">
                  <span className="sr-only">
                    {t('otherLanguageTitle', { language: t(`languageName.${otherLang}`) })}{' '}
                  </span>
                  <span lang={htmlLang(otherLang)} data-testid="product-title-other">
                    {otherTitle}
                  </span>
                </p>
                <CopyButton value={otherTitle} labels={copyLabels(otherTitle)} />
              </div>
            )}
          </div>
          {vehicleFit}
          <PriceBox product={product} />
          <KeyFacts product={product} />
          <OeNumbers skuCode={product.skuCode} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <SpecTable specs={product.specs} />
        <FitmentTable fitments={product.fitments} skuCode={product.skuCode} />
      </div>
      {product.description && (
        <section aria-labelledby="description-heading" className="flex max-w-3xl flex-col gap-3">
          <h2 id="description-heading" className="text-lg font-semibold text-slate-900">
            {t('description')}
          </h2>
          {product.description.split(/\n{2,}|\n/).map((paragraph, index) => (
            <p key={index} className="text-sm leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      )}
      <PriceHistory skuCode={product.skuCode} currency={currency} />
    </Container>
  );
}
