'use client';

import type { TradeItem } from '@/contracts/entitlements';
import { emit } from '@/client/event-bus';
import { requestSignIn } from '@/client/request-sign-in';
import { useTradeItem } from '@/client/trade-data-store';
import { useTradeTexts } from '@/client/trade-texts';
import { isSignedIn, useUserAccount } from '@/client/user-account-store';
import { buttonClasses } from '@/components/ui/button-classes';
import { formatMoney } from '@/lib/format-money';
import { intlLocale } from '@/lib/intl-locale';
import { CopyButton } from './copy-button';

/*
 * The product page's trade islands (docs/decisions/0067). The cached page is the same for everyone:
 * "sign in for trade prices" and the stock status. For a signed-in buyer these fill in the reference
 * price; for a member the member price with its quantity breaks, the exact stock and the OE numbers,
 * all from the page's one trade-data call. Each reserves its space in the cached HTML.
 */

/** Visitor, loading, or what the server answered. */
type View = { state: 'visitor' } | { state: 'loading' } | { state: 'answered'; item: TradeItem | null };

function useTradeView(skuCode: string): View {
  const item = useTradeItem(skuCode);
  const signedIn = isSignedIn(useUserAccount());
  if (item !== undefined) return { state: 'answered', item };
  return signedIn ? { state: 'loading' } : { state: 'visitor' };
}

/** The price block: its min-height fits a member's price, reference price and two quantity breaks. */
export function ProductTradePrice({
  skuCode,
  perUnit,
  quantityHeader,
}: {
  skuCode: string;
  /** "per piece", translated by the page. */
  perUnit: string;
  /** "Quantity (pieces)", the breaks table's first column. */
  quantityHeader: string;
}) {
  const view = useTradeView(skuCode);
  const { t, locale } = useTradeTexts();
  const box = 'flex min-h-[11rem] flex-col items-start gap-1';

  if (view.state === 'visitor') {
    return (
      <div className={box}>
        <p className="text-sm text-slate-600">{t('signInNote')}</p>
        <button
          type="button"
          className={buttonClasses('outline', 'md', 'mt-2')}
          data-testid="sign-in-prices"
          onClick={() => requestSignIn('prices')}
        >
          {t('signIn')}
        </button>
      </div>
    );
  }
  if (view.state === 'loading') {
    return (
      <div className={box} aria-busy="true">
        <span className="sr-only">{t('loading')}</span>
        <span aria-hidden="true" className="h-5 w-24 animate-pulse rounded bg-slate-100" />
        <span aria-hidden="true" className="h-9 w-40 animate-pulse rounded bg-slate-100" />
      </div>
    );
  }
  const { item } = view;
  if (!item) {
    return (
      <div className={box}>
        <p className="text-lg font-semibold text-slate-900">{t('priceOnRequest')}</p>
      </div>
    );
  }
  const reference = formatMoney(item.price, locale);
  const currency = item.price.currency;
  if (!item.member) {
    return (
      <div className={box}>
        <p className="text-sm text-slate-600">{t('referencePrice')}</p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span data-testid="price" className="text-3xl font-bold tracking-tight text-slate-900">
            {reference}
          </span>
          <span className="text-sm text-slate-600">
            {perUnit} · {currency}
          </span>
        </p>
        <p className="text-xs text-slate-500">{t('referenceNote')}</p>
        <p className="mt-2 text-sm text-slate-700">{t('memberOffer')}</p>
        <button type="button" className={buttonClasses('outline', 'sm')} onClick={() => emit('upgrade:open', {})}>
          {t('upgrade')}
        </button>
      </div>
    );
  }
  const { member } = item;
  const number = new Intl.NumberFormat(intlLocale(locale));
  return (
    <div className={box}>
      <p className="text-sm text-slate-600">{t('memberPrice')}</p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span data-testid="member-price" className="text-3xl font-bold tracking-tight text-brand-700">
          {formatMoney(member.price, locale)}
        </span>
        <span className="text-sm text-slate-600">
          {perUnit} · {member.price.currency}
        </span>
      </p>
      {member.price.amount !== item.price.amount && (
        <p className="text-sm text-slate-600" data-testid="price">
          {t('referencePrice')} <s>{reference}</s>
        </p>
      )}
      {member.breaks.length > 0 && (
        <table className="mt-1 text-sm" data-testid="price-breaks">
          <caption className="mb-1 text-left text-xs font-semibold text-slate-700">{t('breaks')}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{quantityHeader}</th>
              <th scope="col">{t('breakPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {member.breaks.map((row) => (
              <tr key={row.minQty} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-6 text-left font-normal text-slate-600">
                  {t('breakFrom', { quantity: number.format(row.minQty) })}
                </th>
                <td className="py-1 font-semibold text-slate-900 tabular-nums">{formatMoney(row.price, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The exact stock count beside the stock badge, for members. */
export function ProductStockCount({ skuCode }: { skuCode: string }) {
  const view = useTradeView(skuCode);
  const { t, locale } = useTradeTexts();
  if (view.state !== 'answered' || !view.item?.member) return null;
  const count = new Intl.NumberFormat(intlLocale(locale)).format(view.item.member.stockQty);
  return (
    <span className="text-slate-600" data-testid="stock-qty">
      {t('stockCount', { count })}
    </span>
  );
}

export type OeLabels = { heading: string; copy: string; copied: string; failed: string; action: string };

/**
 * OE cross-references, for members; others see why the list is not there. One line is reserved
 * (members' lists usually fit in it), so the page below does not move.
 */
export function ProductOeNumbers({ skuCode, labels }: { skuCode: string; labels: OeLabels }) {
  const view = useTradeView(skuCode);
  const { t } = useTradeTexts();
  const numbers = view.state === 'answered' ? view.item?.member?.oeNumbers : undefined;
  let body;
  if (numbers && numbers.length > 0) {
    body = (
      <ul className="flex flex-wrap gap-2" data-testid="oe-numbers">
        {numbers.map((oe) => (
          <li
            key={oe}
            className="flex items-center gap-1 rounded-md border border-slate-200 bg-white py-0.5 pr-0.5 pl-2.5"
          >
            <code className="font-mono text-sm text-slate-900 select-all">{oe}</code>
            <CopyButton
              value={oe}
              labels={{ ...labels, action: labels.action.replace('{value}', oe) }}
            />
          </li>
        ))}
      </ul>
    );
  } else if (numbers) {
    body = <p className="text-sm text-slate-600">{t('oeNone')}</p>;
  } else if (view.state === 'loading') {
    body = <span aria-hidden="true" className="h-7 w-48 animate-pulse rounded bg-slate-100" />;
  } else {
    body = <p className="text-sm text-slate-600">{t('oeForMembers')}</p>;
  }
  return (
    <section aria-labelledby="oe-numbers-heading" className="flex min-h-[3.75rem] flex-col gap-2">
      <h2 id="oe-numbers-heading" className="text-sm font-semibold text-slate-900">
        {labels.heading}
      </h2>
      {body}
    </section>
  );
}
