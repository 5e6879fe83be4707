import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { CategoryNode, HotCategory, ProductCard } from '@/contracts/catalog';
import { Container } from '@/components/ui/container';
import { CategoryEntryPoints } from './category-entry-points';
import { Hero } from './hero';
import { HotCategoryRow } from './hot-category-row';

export type HomePageProps = {
  currency: string;
  menuCategories: CategoryNode[];
  hotCategories: HotCategory[];
  /**
   * Renders a row's products. Product cards belong to the catalogue feature and features do not
   * import each other, so the page hands the grid in.
   */
  renderProducts: (products: ProductCard[]) => ReactNode;
};

export function HomePage({ currency, menuCategories, hotCategories, renderProducts }: HomePageProps) {
  const t = useTranslations('home');
  const rows = hotCategories.filter((category) => category.products.length > 0);
  return (
    <>
      <Hero currency={currency} />
      <Container className="flex flex-col gap-10 py-8 sm:gap-12 sm:py-10">
        {menuCategories.length > 0 && <CategoryEntryPoints categories={menuCategories} />}
        {rows.length > 0 && (
          <section aria-labelledby="hot-heading" className="flex flex-col gap-8">
            <h2 id="hot-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
              {t('hotHeading')}
            </h2>
            {rows.map((category) => (
              <HotCategoryRow key={category.cid} category={category}>
                {renderProducts(category.products)}
              </HotCategoryRow>
            ))}
          </section>
        )}
      </Container>
    </>
  );
}
