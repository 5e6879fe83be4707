import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CURRENCY_BY_SITE, isLang, isSite } from '@/contracts/site';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { HomePage } from '@/features/home/components/home-page';
import { listCategoryTree } from '@/server/catalog/list-category-tree';
import { listFlaggedCategories } from '@/server/catalog/list-flagged-categories';
import { listHotCategoryProducts } from '@/server/catalog/list-hot-category-products';
import { getDb } from '@/server/db';

type Params = Promise<{ locale: string; site: string }>;

/** One full line on laptops and wider (4 columns); phones show them as a 2×2 block. */
const HOT_PRODUCTS_PER_ROW = 4;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'home' });
  return { title: { absolute: t('metaTitle') }, description: t('metaDescription') };
}

export default async function Home({ params }: { params: Params }) {
  const { locale, site } = await params;
  if (!isLang(locale) || !isSite(site)) notFound();
  setRequestLocale(locale);

  const db = await getDb();
  const flagged = await listFlaggedCategories(db);
  const [tree, hotCategories] = await Promise.all([
    listCategoryTree(db),
    listHotCategoryProducts(db, {
      cids: flagged.hot,
      site,
      lang: locale,
      perCategory: HOT_PRODUCTS_PER_ROW,
    }),
  ]);
  const menuCategories = flagged.menu.flatMap((cid) => tree.find((node) => node.cid === cid) ?? []);

  return (
    <HomePage
      currency={CURRENCY_BY_SITE[site]}
      menuCategories={menuCategories}
      hotCategories={hotCategories}
      renderProducts={(products) => (
        <ProductGrid products={products} variant="row" eagerCount={0} titleAs="h4" />
      )}
    />
  );
}
