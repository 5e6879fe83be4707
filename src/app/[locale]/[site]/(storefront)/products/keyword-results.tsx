'use client';

import { useLocale, useTranslations } from 'next-intl';
import { PRODUCT_SORTS } from '@/contracts/catalog-constants';
import { Pagination } from '@/features/catalog/components/pagination';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { SearchResultsView } from '@/features/search/components/search-results-view';
import { SEARCH_PAGE_SIZE, searchUrlQuery, type SearchRequest } from '@/features/search/search-query';
import { getPathname } from '@/i18n/navigation';

/**
 * Joins the search feature (results fetched with the buyer's token, facets) to the catalogue's
 * listing parts (sort select, cards, pager), so a search looks like every other listing. Features do
 * not import each other; the page is where they meet.
 */
export function KeywordResults({ request }: { request: SearchRequest }) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  // What the sort keeps (the page resets to 1 when the order changes); paging keeps the sort too.
  const kept = searchUrlQuery(request, { sort: 'relevance', page: 1 });
  const paging = searchUrlQuery(request, { page: 1 });
  return (
    <SearchResultsView
      request={request}
      renderSort={() => (
        <SortSelect
          value={request.sort}
          options={PRODUCT_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
          label={t('sortLabel')}
          applyLabel={t('sortApply')}
          query={kept}
          action={getPathname({ href: '/products', locale })}
        />
      )}
      renderResults={(result) => (
        <div className="flex flex-col gap-8">
          <ProductGrid products={result.list} />
          <Pagination
            page={result.page}
            pageCount={Math.ceil(result.total / (result.pageSize || SEARCH_PAGE_SIZE))}
            pathname="/products"
            query={paging}
          />
        </div>
      )}
    />
  );
}
