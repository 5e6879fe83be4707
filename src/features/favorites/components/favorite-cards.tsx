'use client';

import { useTranslations } from 'next-intl';
import type { FavoriteItem } from '@/contracts/favorites';
import {
  ItemActions,
  ItemAdded,
  ItemImage,
  ItemNumbers,
  ItemPrice,
  ItemSelect,
  ItemTitle,
  type RowHandlers,
} from './favorite-item-parts';

/** Phones: one card per favourite (a seven-column table does not fit 360 px). */
export function FavoriteCards({ items, handlers }: { items: FavoriteItem[]; handlers: RowHandlers }) {
  const t = useTranslations('favorites');
  return (
    <ul className="grid gap-3 md:hidden" aria-label={t('tableLabel')}>
      {items.map((item) => (
        <li
          key={item.product.skuCode}
          className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3"
          data-testid="favorite-card"
        >
          <div className="flex gap-3">
            <div className="pt-1">
              <ItemSelect item={item} handlers={handlers} />
            </div>
            <ItemImage item={item} size={72} />
            <div className="grid min-w-0 flex-1 gap-1">
              <ItemTitle item={item} />
              <ItemPrice item={item} />
            </div>
          </div>
          <ItemNumbers item={item} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ItemAdded item={item} withLabel />
            <ItemActions item={item} handlers={handlers} />
          </div>
        </li>
      ))}
    </ul>
  );
}
