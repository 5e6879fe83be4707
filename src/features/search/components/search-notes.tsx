'use client';

import { useTranslations } from 'next-intl';
import { emit } from '@/client/event-bus';
import { SmartLink } from '@/client/smart-link';
import { buttonClasses } from '@/components/ui/button-classes';
import { newSearchId } from '@/lib/search-id';
import { searchUrlQuery, VEHICLE_ALL, type SearchRequest } from '../search-query';
import type { SearchCard } from '../search-types';

const panelClasses =
  'flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center';

/** A visitor's search URL: nothing is shown but the way in (search requires an account). */
export function SignInToSearch({ keyword }: { keyword: string }) {
  const t = useTranslations('search');
  return (
    <div className={panelClasses} data-testid="search-sign-in">
      <h2 className="text-lg font-semibold text-slate-900">{t('signInTitle')}</h2>
      <p className="max-w-md text-sm text-slate-600">{t('signInHint', { keyword })}</p>
      <button
        type="button"
        className={buttonClasses('primary', 'md', 'mt-2')}
        onClick={() => emit('signin:open', { reason: 'search' })}
      >
        {t('signInAction')}
      </button>
    </div>
  );
}

/** "Did you mean X?", X a link that searches for it. */
function DidYouMean({ keyword }: { keyword: string }) {
  const t = useTranslations('search');
  return (
    <>
      {t.rich('didYouMean', {
        suggestion: () => (
          <SmartLink
            href={{ pathname: '/products', query: { keyword, searchId: newSearchId() } }}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {keyword}
          </SmartLink>
        ),
      })}
    </>
  );
}

/**
 * The words as typed found nothing; the results are those of the corrected spelling: offer it, one
 * click away, and say why these parts are shown.
 */
export function CorrectedSpellingNote({ didYouMean }: { didYouMean: string }) {
  const t = useTranslations('search');
  return (
    <p
      className="flex flex-wrap items-baseline gap-x-2 gap-y-1 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-slate-800"
      data-testid="did-you-mean"
    >
      <span className="text-base">
        <DidYouMean keyword={didYouMean} />
      </span>
      <span className="text-slate-600">{t('correctedHint')}</span>
    </p>
  );
}

/** Nothing matched: a corrected spelling when the server has one, else ways to go on. */
export function NoResults({ didYouMean }: { didYouMean: string | null }) {
  const t = useTranslations('search');
  return (
    <div className={panelClasses} data-testid="empty-state">
      <h2 className="text-lg font-semibold text-slate-900">{t('noResultsTitle')}</h2>
      {didYouMean && (
        <p className="text-base text-slate-800" data-testid="did-you-mean">
          <DidYouMean keyword={didYouMean} />
        </p>
      )}
      <p className="max-w-md text-sm text-slate-600">{t('noResultsHint')}</p>
      <SmartLink href="/category/0" className={buttonClasses('outline', 'md', 'mt-2')}>
        {t('browseCategories')}
      </SmartLink>
    </div>
  );
}

/** The keyword is a part number a product carries exactly: say so, and name that product. */
export function ExactMatchNote({ product }: { product: SearchCard }) {
  const t = useTranslations('search');
  return (
    <p
      className="flex flex-wrap items-baseline gap-x-2 gap-y-1 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
      data-testid="exact-match"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className="self-center">
        <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <strong className="font-semibold">{t('exactMatch')}</strong>
      <SmartLink
        href={`/product/${product.skuCode}`}
        className="underline underline-offset-2 hover:text-emerald-950"
      >
        <span className="font-mono">{product.partNumber}</span> · {product.brand} · {product.title}
      </SmartLink>
    </p>
  );
}

/**
 * The results follow a vehicle ("my vehicle", or the address's): say which, with every part one click
 * away (`vehicle=all`). When every part is shown although "my vehicle" is set, the way back to the
 * parts that fit it.
 */
export function VehicleSearchNote({
  request,
  vehicle,
  fitting,
}: {
  request: SearchRequest;
  /** The vehicle's name in the reader's language. */
  vehicle: string;
  /** True: the results are the parts that fit `vehicle`; false: every part is shown. */
  fitting: boolean;
}) {
  const t = useTranslations('search.vehicle');
  const href = {
    pathname: '/products' as const,
    query: searchUrlQuery(request, { vehicle: fitting ? VEHICLE_ALL : undefined, page: 1 }),
  };
  return (
    <div
      role="group"
      aria-label={t('label')}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2 text-sm"
      data-testid="search-vehicle-note"
      data-fitting={fitting}
    >
      <p className="font-medium break-words text-brand-900">
        {fitting ? t('fitting', { vehicle }) : t('all', { vehicle })}
      </p>
      <SmartLink href={href} className={buttonClasses('link', 'sm', 'text-sm')}>
        {fitting ? t('searchAll') : t('onlyFitting')}
      </SmartLink>
    </div>
  );
}
