'use client';

import type { TradeItem } from '@/contracts/entitlements';
import { requestSignIn } from '@/client/request-sign-in';
import { useTradeItem } from '@/client/trade-data-store';
import { useTradeTexts } from '@/client/trade-texts';
import { isSignedIn, useUserAccount } from '@/client/user-account-store';
import { formatMoney } from '@/lib/format-money';
import { intlLocale } from '@/lib/intl-locale';

type Props = {
  skuCode: string;
  /** "/ piece", translated by the card. */
  perUnit: string;
  /** The answer already carries the trade data (search, favourites): shown as is, no call. */
  trade?: TradeItem | null;
};

/**
 * The price line of a product card. The cached card renders "sign in for trade prices" for everyone;
 * for a signed-in buyer this island shows the reference price, for a member the member price, the
 * reference price and the exact stock. The line's height is reserved (`.product-card-price`), so the
 * card does not move when the answer arrives.
 */
export function CardTradePrice({ skuCode, perUnit, trade }: Props) {
  if (trade !== undefined) return <CardPriceView item={trade} perUnit={perUnit} />;
  return <CardPriceFromStore skuCode={skuCode} perUnit={perUnit} />;
}

function CardPriceFromStore({ skuCode, perUnit }: { skuCode: string; perUnit: string }) {
  const item = useTradeItem(skuCode);
  return <CardPriceView item={item} perUnit={perUnit} />;
}

function CardPriceView({ item, perUnit }: { item: TradeItem | null | undefined; perUnit: string }) {
  const { t, locale } = useTradeTexts();
  const signedIn = isSignedIn(useUserAccount());

  if (item === undefined && !signedIn) {
    return (
      <div className="product-card-price">
        <button
          type="button"
          className="product-card-signin"
          data-testid="sign-in-prices"
          onClick={() => requestSignIn('prices')}
        >
          {t('signIn')}
        </button>
      </div>
    );
  }
  if (item === undefined) {
    return (
      <div className="product-card-price" aria-busy="true">
        <span className="sr-only">{t('loading')}</span>
        <span aria-hidden="true" className="h-5 w-20 animate-pulse rounded bg-slate-100" />
      </div>
    );
  }
  if (item === null) {
    return (
      <div className="product-card-price">
        <p className="text-sm text-slate-600">{t('priceOnRequest')}</p>
      </div>
    );
  }
  const reference = formatMoney(item.price, locale);
  if (!item.member) {
    return (
      <div className="product-card-price">
        <p className="text-slate-900">
          <span data-testid="price" className="text-base font-bold sm:text-lg">
            {reference}
          </span>{' '}
          <span className="text-xs text-slate-500">{perUnit}</span>
        </p>
        <p className="text-xs text-slate-500">{t('referencePrice')}</p>
      </div>
    );
  }
  const stock = new Intl.NumberFormat(intlLocale(locale)).format(item.member.stockQty);
  return (
    <div className="product-card-price">
      <p className="text-slate-900">
        <span className="sr-only">{`${t('memberPrice')} `}</span>
        <span data-testid="member-price" className="text-base font-bold text-brand-700 sm:text-lg">
          {formatMoney(item.member.price, locale)}
        </span>{' '}
        <span className="text-xs text-slate-500">{perUnit}</span>
      </p>
      <p className="truncate text-xs text-slate-500">
        {item.member.price.amount === item.price.amount ? (
          <span>{t('memberPrice')}</span>
        ) : (
          <span data-testid="price">{t('referenceWas', { price: reference })}</span>
        )}
        <span aria-hidden="true"> · </span>
        <span data-testid="stock-qty">{t('stockCount', { count: stock })}</span>
      </p>
    </div>
  );
}
