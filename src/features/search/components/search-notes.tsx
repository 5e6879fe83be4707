'use client';

import { useTranslations } from 'next-intl';
import { emit } from '@/client/event-bus';
import { SmartLink } from '@/client/smart-link';
import { buttonClasses } from '@/components/ui/button-classes';
import { newSearchId } from '@/lib/search-id';
import type { SearchCard } from '../search-types';

const panelClasses =
  'flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-14 text-center';

/** A visitor's search URL: nothing is shown but the way in (search requires an account, spec §5). */
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

/** Nothing matched: a corrected spelling when the server has one, else ways to go on. */
export function NoResults({ didYouMean }: { didYouMean: string | null }) {
  const t = useTranslations('search');
  return (
    <div className={panelClasses} data-testid="empty-state">
      <h2 className="text-lg font-semibold text-slate-900">{t('noResultsTitle')}</h2>
      {didYouMean && (
        <p className="text-base text-slate-800">
          {t.rich('didYouMean', {
            suggestion: () => (
              <SmartLink
                href={{ pathname: '/products', query: { keyword: didYouMean, searchId: newSearchId() } }}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {didYouMean}
              </SmartLink>
            ),
          })}
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
