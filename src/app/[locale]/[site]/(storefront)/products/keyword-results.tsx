'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePreferences } from '@/client/user-preferences-store';
import { PRODUCT_SORTS } from '@/contracts/catalog-constants';
import { Pagination } from '@/features/catalog/components/pagination';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { SearchResultsView } from '@/features/search/components/search-results-view';
import { SEARCH_PAGE_SIZE, searchUrlQuery, type SearchRequest } from '@/features/search/search-query';
import { getPathname } from '@/i18n/navigation';
import type { SavedVehicle } from '@/lib/preferences-cookie';

/**
 * The vehicle a search follows: the address's (`vehicle=<id>`), else "my vehicle" unless the address
 * asks for every part (`vehicle=all`). `named` is the one the note names (for `all`, "my vehicle").
 */
function searchVehicle(
  request: SearchRequest,
  addressVehicle: SavedVehicle | undefined,
  mine: SavedVehicle | null,
) {
  if (typeof request.vehicle === 'number')
    return { fitVehicle: request.vehicle, named: addressVehicle, fitting: true };
  if (request.vehicle === 'all') return { fitVehicle: undefined, named: mine ?? undefined, fitting: false };
  return { fitVehicle: mine?.id, named: mine ?? undefined, fitting: true };
}

/**
 * Joins the search feature (results fetched with the buyer's token, facets) to the catalogue's
 * listing parts (sort select, cards, pager), so a search looks like every other listing. Features do
 * not import each other; the page is where they meet.
 */
export function KeywordResults({
  request: fromAddress,
  addressVehicle,
}: {
  request: SearchRequest;
  /** The vehicle of `vehicle=<id>` in the address, when there is one. */
  addressVehicle?: SavedVehicle;
}) {
  const t = useTranslations('catalog');
  const tVehicles = useTranslations('vehicles');
  const locale = useLocale();
  // "My vehicle" narrows keyword search as it does listings; the address holds only an explicit choice.
  const { vehicle: mine } = usePreferences();
  const { fitVehicle, named, fitting } = searchVehicle(fromAddress, addressVehicle, mine);
  const request: SearchRequest = { ...fromAddress, fitVehicle };
  const zh = locale === 'zh';
  const vehicle = named && {
    name: tVehicles('vehicleName', {
      year: named.year,
      make: zh ? named.makeZh : named.make,
      model: zh ? named.modelZh : named.model,
    }),
    fitting,
  };
  // What the sort keeps (the page resets to 1 when the order changes); paging keeps the sort too.
  const kept = searchUrlQuery(request, { sort: 'relevance', page: 1 });
  const paging = searchUrlQuery(request, { page: 1 });
  return (
    <SearchResultsView
      request={request}
      vehicle={vehicle || undefined}
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
