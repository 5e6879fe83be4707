'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { emit } from '@/client/event-bus';
import { QueryIsland } from '@/client/query-island';
import { buttonClasses } from '@/components/ui/button-classes';
import { cn } from '@/components/ui/cn';
import type { SearchRequest } from '../search-query';
import type { SearchResult } from '../search-types';
import { reportOpenedResult } from '../report-opened';
import { useSearchResults } from '../use-search-results';
import { CorrectedSpellingNote, ExactMatchNote, NoResults, SignInToSearch, VehicleSearchNote } from './search-notes';
import { SearchFacets } from './search-facets';

export type SearchResultsViewProps = {
  request: SearchRequest;
  /** The listing's sort select (the catalogue's), shown once there are results. */
  renderSort: () => ReactNode;
  /** The catalogue's grid and pager for one page of results. */
  renderResults: (result: SearchResult) => ReactNode;
  /**
   * The vehicle the results follow (`fitting`), or the one they could follow when the address asks
   * for every part (`vehicle=all`): named above the results with the way to switch.
   */
  vehicle?: { name: string; fitting: boolean };
};

/**
 * The body of `/products?keyword=…`: facets beside the results, fetched in the browser with the
 * buyer's token. A visitor gets the sign-in dialog over an empty result; signing in shows the
 * results without leaving the page.
 */
export function SearchResultsView(props: SearchResultsViewProps) {
  return (
    <QueryIsland>
      <SearchResults {...props} />
    </QueryIsland>
  );
}

function SearchResults({ request, renderSort, renderResults, vehicle }: SearchResultsViewProps) {
  const t = useTranslations('search');
  const tCatalog = useTranslations('catalog');
  const { state, reload } = useSearchResults(request);
  const { status, result } = state;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  useEffect(() => {
    if (status !== 'visitor') return;
    // After this commit's effects: the sign-in dialog (mounted after <main>) is listening by then.
    const timer = window.setTimeout(() => emit('signin:open', { reason: 'search' }), 0);
    return () => window.clearTimeout(timer);
  }, [status]);

  if (status === 'visitor') return <SignInToSearch keyword={request.keyword} />;

  const exact = result?.exact_match ? result.list[0] : undefined;
  // A broad keyword stops counting at the cap: "More than 2,000 products", not a made-up exact number.
  const productCount = (found: SearchResult) =>
    found.total_capped ? t('countCapped', { count: found.total }) : tCatalog('productCount', { count: found.total });
  const filterCount = request.brands.length + (request.cid ? 1 : 0);
  return (
    <div className="flex flex-col gap-4">
      {vehicle && <VehicleSearchNote request={request} vehicle={vehicle.name} fitting={vehicle.fitting} />}
      <div className="grid gap-5 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={t('facets.label')} className="flex flex-col gap-3">
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            className={buttonClasses('outline', 'md', 'self-start lg:hidden')}
            data-testid="search-filters-toggle"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t('facets.toggle', { count: filterCount })}
          </button>
          <div id={filtersId} className={cn(!filtersOpen && 'max-lg:hidden')}>
            {result && <SearchFacets request={request} facets={result.facets} sampled={result.facets_capped} />}
          </div>
        </aside>
        {/* Not a control: it only hears clicks on the product links inside, to count an opened search. */}
        <div
          className="flex min-w-0 flex-col gap-4"
          aria-busy={status === 'loading'}
          data-testid="search-results"
          onClickCapture={(e) => reportOpenedResult(e.target, result?.log_token ?? null, request.searchId)}
          onAuxClickCapture={(e) => reportOpenedResult(e.target, result?.log_token ?? null, request.searchId)}
        >
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
            <p className="text-sm text-slate-600" data-testid="product-count" aria-live="polite">
              {result ? productCount(result) : t('loading')}
            </p>
            {result && result.total > 0 && renderSort()}
          </div>
          {status === 'error' && (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3 text-sm text-red-800"
            >
              {t('loadFailed')}
              <button type="button" className={buttonClasses('outline', 'sm')} onClick={reload}>
                {t('retry')}
              </button>
            </div>
          )}
          {exact && <ExactMatchNote product={exact} />}
          {result && result.total > 0 && result.did_you_mean && <CorrectedSpellingNote didYouMean={result.did_you_mean} />}
          {result && result.total === 0 && <NoResults didYouMean={result.did_you_mean} />}
          {result && result.list.length > 0 && renderResults(result)}
        </div>
      </div>
    </div>
  );
}
