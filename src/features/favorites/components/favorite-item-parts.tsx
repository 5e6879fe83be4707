'use client';

import { useLocale, useTranslations } from 'next-intl';
import { SmartLink } from '@/client/smart-link';
import { buttonClasses } from '@/components/ui/button-classes';
import type { FavoriteItem } from '@/contracts/favorites';
import { formatMoney } from '@/lib/format-money';
import { salesUnit } from '@/lib/sales-unit';
import { formatAddedDate } from '../favorite-format';

export type RowHandlers = {
  busy: ReadonlySet<string>;
  selected: ReadonlySet<string>;
  onSelect: (sku: string, on: boolean) => void;
  onRemove: (item: FavoriteItem) => void;
  onInquiry: (items: FavoriteItem[]) => void;
};

export function ItemSelect({ item, handlers }: { item: FavoriteItem; handlers: RowHandlers }) {
  const t = useTranslations('favorites');
  return (
    <input
      type="checkbox"
      className="size-4 accent-brand-700"
      aria-label={t('select', { title: item.product.title })}
      checked={handlers.selected.has(item.product.skuCode)}
      onChange={(event) => handlers.onSelect(item.product.skuCode, event.target.checked)}
    />
  );
}

export function ItemImage({ item, size }: { item: FavoriteItem; size: number }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- unoptimised SVG pictures, as on the cards
    <img
      src={item.product.image}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded border border-slate-100 bg-slate-50 object-contain p-1"
      style={{ width: size, height: size }}
    />
  );
}

export function ItemTitle({ item }: { item: FavoriteItem }) {
  return (
    <div className="min-w-0">
      <SmartLink
        href={`/product/${item.product.skuCode}`}
        prefetch={false}
        className="line-clamp-2 font-medium text-slate-900 hover:text-brand-700 hover:underline"
      >
        {item.product.title}
      </SmartLink>
      <p className="text-xs text-slate-500">{item.product.brand}</p>
    </div>
  );
}

export function ItemNumbers({ item }: { item: FavoriteItem }) {
  const t = useTranslations('favorites');
  const { skuCode, partNumber } = item.product;
  // OE numbers are member data: the server sends them only in the member block.
  const oeNumbers = item.product.trade?.member?.oeNumbers ?? [];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600">
      <dt>{t('sku')}</dt>
      <dd className="font-mono break-all text-slate-800">{skuCode}</dd>
      <dt>{t('partNumber')}</dt>
      <dd className="font-mono break-all text-slate-800">{partNumber}</dd>
      {oeNumbers.length > 0 && (
        <>
          <dt>{t('oe')}</dt>
          <dd className="font-mono break-all text-slate-800">{oeNumbers.join(', ')}</dd>
        </>
      )}
    </dl>
  );
}

export function ItemPrice({ item }: { item: FavoriteItem }) {
  const t = useTranslations('favorites');
  const tUnits = useTranslations('units');
  const locale = useLocale();
  // The member price for a member, else the reference price (favourites are signed-in only).
  const price = item.product.trade?.member?.price ?? item.product.trade?.price;
  return (
    <p className="whitespace-nowrap">
      <span className="font-semibold text-slate-900">{price ? formatMoney(price, locale) : null}</span>{' '}
      <span className="text-xs text-slate-500">
        {t('perUnit', { unit: tUnits(`name.${salesUnit(item.product.unit)}`) })}
      </span>
    </p>
  );
}

export function ItemAdded({ item, withLabel = false }: { item: FavoriteItem; withLabel?: boolean }) {
  const t = useTranslations('favorites');
  const locale = useLocale();
  const date = formatAddedDate(item.addedAt, locale);
  return (
    <time dateTime={item.addedAt} className="text-xs whitespace-nowrap text-slate-600">
      {withLabel ? t('addedOn', { date }) : date}
    </time>
  );
}

export function ItemActions({ item, handlers }: { item: FavoriteItem; handlers: RowHandlers }) {
  const t = useTranslations('favorites');
  const busy = handlers.busy.has(item.product.skuCode);
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={buttonClasses('outline', 'sm')}
        aria-label={t('addToInquiryLabel', { title: item.product.title })}
        disabled={busy}
        onClick={() => handlers.onInquiry([item])}
      >
        {t('addToInquiry')}
      </button>
      <button
        type="button"
        className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
        aria-label={t('removeLabel', { title: item.product.title })}
        disabled={busy}
        onClick={() => handlers.onRemove(item)}
      >
        {t('remove')}
      </button>
    </div>
  );
}
