import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { skuCodeSchema } from '@/contracts/catalog';
import { isLang, isSite, type Lang, type Site } from '@/contracts/site';
import { CURRENCY_BY_SITE } from '@/contracts/site-constants';
import { ProductDetail } from '@/features/product/components/product-detail';
import { VehicleFitNote } from '@/features/vehicles/components/vehicle-fit-note';
import { getFitLabels, getVehicleLabels } from '@/features/vehicles/get-vehicle-labels';
import { salesUnit } from '@/lib/sales-unit';
import { getProductBySku } from '@/server/catalog/get-product-by-sku';
import { getDb } from '@/server/db';

// ISR: rendered on first request per (language, site, SKU), then cached for an hour.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; site: string; skuCode: string }>;

/** One query shared by generateMetadata and the page; null for a malformed or unknown SKU. */
const loadProduct = cache(async (skuCode: string, site: Site, lang: Lang) => {
  if (!skuCodeSchema.safeParse(skuCode).success) return null;
  return getProductBySku(await getDb(), { skuCode, site, lang });
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, site, skuCode } = await params;
  if (!isLang(locale) || !isSite(site)) return {};
  const product = await loadProduct(skuCode, site, locale);
  if (!product) return {};
  const t = await getTranslations({ locale, namespace: 'product' });
  const tUnits = await getTranslations({ locale, namespace: 'units' });
  return {
    title: t('metaTitle', { title: product.title, partNumber: product.partNumber, brand: product.brand }),
    description: t('metaDescription', {
      brand: product.brand,
      partNumber: product.partNumber,
      title: product.title,
      moq: tUnits(`count.${salesUnit(product.unit)}`, { count: product.moq }),
    }),
  };
}

export default async function ProductPage({ params }: { params: Params }) {
  const { locale, site, skuCode } = await params;
  if (!isLang(locale) || !isSite(site)) notFound();
  setRequestLocale(locale);
  const product = await loadProduct(skuCode, site, locale);
  if (!product) notFound();
  const [fitLabels, pickerLabels] = await Promise.all([getFitLabels(), getVehicleLabels()]);
  return (
    <ProductDetail
      product={product}
      currency={CURRENCY_BY_SITE[site]}
      vehicleFit={<VehicleFitNote sku={product.skuCode} labels={fitLabels} pickerLabels={pickerLabels} />}
    />
  );
}
