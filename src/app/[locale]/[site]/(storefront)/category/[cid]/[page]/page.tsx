import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { cidSchema, DEFAULT_PAGE_SIZE } from '@/contracts/catalog';
import { isLang, isSite, type Lang, type Site } from '@/contracts/site';
import { CategoryListing } from '@/features/catalog/components/category-listing';
import { MyVehicleBar } from '@/features/vehicles/components/my-vehicle-bar';
import { getVehicleLabels } from '@/features/vehicles/get-vehicle-labels';
import { localizedTitle } from '@/lib/localized-title';
import { parsePageNumber } from '@/lib/parse-page-number';
import { getCategoryByCid } from '@/server/catalog/get-category';
import { listCategoryTree } from '@/server/catalog/list-category-tree';
import { listProducts } from '@/server/catalog/list-products';
import { getDb } from '@/server/db';

// ISR: rendered on first request per (language, site, category, page), then cached for an hour.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; site: string; cid: string; page: string }>;

/**
 * Everything the page shows, or null for a 404 (bad cid or page, unknown category, page past the
 * end). Cached per request so generateMetadata and the page share one set of queries.
 */
const loadListing = cache(async (cid: string, rawPage: string, site: Site, lang: Lang) => {
  const page = parsePageNumber(rawPage);
  if (!cidSchema.safeParse(cid).success || page === null) return null;
  const db = await getDb();
  const all = cid === '0';
  const category = all ? null : await getCategoryByCid(db, cid);
  if (!all && !category) return null;
  const [list, topCategories] = await Promise.all([
    listProducts(db, {
      cid: all ? undefined : cid,
      page,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: 'relevance',
      site,
      lang,
    }),
    all ? listCategoryTree(db) : Promise.resolve([]),
  ]);
  if (page > 1 && page > list.pageCount) return null;
  return { category, topCategories, list };
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, site, cid, page } = await params;
  if (!isLang(locale) || !isSite(site)) return {};
  const data = await loadListing(cid, page, site, locale);
  if (!data) return {};
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const name = data.category ? localizedTitle(data.category.node, locale) : t('allCategories');
  const title = t('metaCategoryTitle', { category: name });
  return {
    title: data.list.page > 1 ? `${title} · ${t('metaPageSuffix', { page: data.list.page })}` : title,
    description: t('metaCategoryDescription', { category: name, count: data.list.total }),
  };
}

export default async function CategoryPage({ params }: { params: Params }) {
  const { locale, site, cid, page } = await params;
  if (!isLang(locale) || !isSite(site)) notFound();
  setRequestLocale(locale);
  const data = await loadListing(cid, page, site, locale);
  if (!data) notFound();
  return (
    <CategoryListing
      category={data.category}
      topCategories={data.topCategories}
      list={data.list}
      vehicleBar={<MyVehicleBar labels={await getVehicleLabels()} cid={cid} />}
    />
  );
}
