'use client';

import { useTranslations } from 'next-intl';
import { useId, useOptimistic, useState, useTransition } from 'react';
import { SmartLink } from '@/client/smart-link';
import { cn } from '@/components/ui/cn';
import { useRouter } from '@/i18n/navigation';
import { searchUrlQuery, type SearchRequest } from '../search-query';
import type { SearchResult } from '../search-types';

/** Brands shown before "More brands"; the rest are one click away. */
const BRANDS_SHOWN = 8;

const linkClasses =
  'flex items-baseline justify-between gap-2 rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-brand-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

/**
 * Narrow the results: brands as checkboxes (several at once), categories as links (one at a time).
 * Both write the address, so a filtered search is shareable and Back undoes a filter. When the counts
 * are over the first matches only (`sampled`, a broad keyword) they are not shown: the order still
 * says what is common, and a ticked filter gets its own exact count.
 */
export function SearchFacets({
  request,
  facets,
  sampled = false,
}: {
  request: SearchRequest;
  facets: SearchResult['facets'];
  sampled?: boolean;
}) {
  const t = useTranslations('search');
  const router = useRouter();
  const categoryHeading = useId();
  const [pending, startTransition] = useTransition();
  const [allBrands, setAllBrands] = useState(false);
  // A ticked box shows ticked at once; the address (and so the results) follow.
  const [ticked, setTicked] = useOptimistic(request.brands);

  // Ticked brands stay listed (and can be unticked) even when the other filters leave them no results.
  const brands = [...facets.brands];
  for (const value of ticked) {
    if (!brands.some((b) => b.value === value)) brands.push({ value, label: value, count: 0 });
  }
  const shown = allBrands ? brands : brands.slice(0, Math.max(BRANDS_SHOWN, ticked.length));

  const setBrand = (value: string, on: boolean) => {
    const next = on ? [...ticked, value] : ticked.filter((b) => b !== value);
    startTransition(() => {
      setTicked(next);
      router.push({ pathname: '/products', query: searchUrlQuery(request, { brands: next, page: 1 }) });
    });
  };
  const categoryHref = (cid: string | undefined) => ({
    pathname: '/products',
    query: searchUrlQuery(request, { cid, page: 1 }),
  });

  return (
    <div className="flex flex-col gap-6" aria-busy={pending} data-testid="search-facets">
      {facets.categories.length > 0 && (
        <section aria-labelledby={categoryHeading}>
          <h2 id={categoryHeading} className="mb-2 text-sm font-semibold text-slate-900">
            {t('facets.category')}
          </h2>
          <ul className="flex flex-col">
            <li>
              <SmartLink
                href={categoryHref(undefined)}
                aria-current={request.cid ? undefined : 'true'}
                className={cn(linkClasses, !request.cid && 'font-semibold text-brand-800')}
              >
                {t('facets.allCategories')}
              </SmartLink>
            </li>
            {facets.categories.map((category) => (
              <li key={category.cid}>
                <SmartLink
                  href={categoryHref(category.cid)}
                  aria-current={request.cid === category.cid ? 'true' : undefined}
                  className={cn(linkClasses, request.cid === category.cid && 'font-semibold text-brand-800')}
                >
                  <span>{category.title}</span>
                  {!sampled && <FacetCount count={category.count} label={t('facets.count', { count: category.count })} />}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {brands.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('facets.brand')}</legend>
          <ul className="flex flex-col">
            {shown.map((brand) => {
              const checked = ticked.includes(brand.value);
              return (
                <li key={brand.value}>
                  <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      value={brand.value}
                      checked={checked}
                      onChange={(event) => setBrand(brand.value, event.currentTarget.checked)}
                    />
                    <span className="flex-1">{brand.label}</span>
                    {!sampled && <FacetCount count={brand.count} label={t('facets.count', { count: brand.count })} />}
                  </label>
                </li>
              );
            })}
          </ul>
          {brands.length > shown.length && (
            <button
              type="button"
              className="mt-1 px-2 text-sm font-medium text-brand-700 hover:underline"
              onClick={() => setAllBrands(true)}
            >
              {t('facets.moreBrands', { count: brands.length - shown.length })}
            </button>
          )}
        </fieldset>
      )}
    </div>
  );
}

/** The number people see, and the words a screen reader says after the name ("Bosch, 12 parts"). */
function FacetCount({ count, label }: { count: number; label: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-xs text-slate-600 tabular-nums">
        {count}
      </span>
      <span className="sr-only">{`, ${label}`}</span>
    </>
  );
}
