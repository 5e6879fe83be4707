import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { ProductList, ProductListQuery } from '@/contracts/catalog';
import { PRODUCT_SORTS, type CategoryNode } from '@/contracts/catalog-constants';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { Container } from '@/components/ui/container';
import { getPathname } from '@/i18n/navigation';
import { localizedTitle } from '@/lib/localized-title';
import { ListingResults } from './listing-results';
import { SortSelect } from './sort-select';

export type ProductSearchProps = {
  keyword?: string;
  category: { node: CategoryNode; parent: CategoryNode | null } | null;
  sort: ProductListQuery['sort'];
  /** The query as it should survive paging and sorting (keyword, cid, searchId). */
  query: Record<string, string>;
  list: ProductList;
  /** Slots the page supplies (features do not import each other): "my vehicle" and the vehicle filter. */
  vehicleBar?: ReactNode;
  vehicleFilter?: ReactNode;
};

/** `/products`: keyword and/or category results with a sort order. */
export function ProductSearch({ keyword, category, sort, query, list, vehicleBar, vehicleFilter }: ProductSearchProps) {
  const t = useTranslations('catalog');
  const locale = useLocale();

  const crumbs: BreadcrumbItem[] = [{ label: t('home'), href: '/' }];
  if (category?.parent) {
    crumbs.push({ label: localizedTitle(category.parent, locale), href: `/category/${category.parent.cid}` });
  }
  if (category && keyword) {
    crumbs.push({ label: localizedTitle(category.node, locale), href: `/category/${category.node.cid}` });
  }
  const heading = keyword
    ? t('searchHeading', { keyword })
    : category
      ? localizedTitle(category.node, locale)
      : t('allProducts');
  crumbs.push({ label: heading });

  const pagingQuery = sort === 'relevance' ? query : { ...query, sort };
  return (
    <Container className="flex flex-col gap-5 py-6 sm:py-8">
      <Breadcrumbs items={crumbs} label={t('breadcrumbLabel')} />
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {heading}
          </h1>
          <p className="text-sm text-slate-600" data-testid="product-count">
            {t('productCount', { count: list.total })}
          </p>
        </div>
        {list.total > 0 && (
          <SortSelect
            value={sort}
            options={PRODUCT_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
            label={t('sortLabel')}
            applyLabel={t('sortApply')}
            query={query}
            action={getPathname({ href: '/products', locale })}
          />
        )}
      </header>
      {vehicleFilter}
      {vehicleBar}
      <ListingResults list={list} pathname="/products" query={pagingQuery} />
    </Container>
  );
}
