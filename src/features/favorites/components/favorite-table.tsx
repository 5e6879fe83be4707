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

/** Tablets and desktops: one row per favourite. Phones get FavoriteCards instead (display: none here). */
export function FavoriteTable({ items, handlers }: { items: FavoriteItem[]; handlers: RowHandlers }) {
  const t = useTranslations('favorites');
  const allSelected = items.length > 0 && items.every((item) => handlers.selected.has(item.product.skuCode));
  return (
    <table className="hidden w-full border-collapse text-left text-sm md:table" aria-label={t('tableLabel')}>
      <thead className="border-b border-slate-200 text-xs font-medium text-slate-600">
        <tr>
          <th scope="col" className="w-8 py-2 pr-2">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              aria-label={t('selectAll')}
              checked={allSelected}
              onChange={(event) => {
                for (const item of items) handlers.onSelect(item.product.skuCode, event.target.checked);
              }}
            />
          </th>
          <th scope="col" className="py-2 pr-3">
            <span className="sr-only">{t('image')}</span>
          </th>
          <th scope="col" className="py-2 pr-3">{t('part')}</th>
          <th scope="col" className="py-2 pr-3">{t('numbers')}</th>
          <th scope="col" className="py-2 pr-3">{t('price')}</th>
          <th scope="col" className="py-2 pr-3">{t('added')}</th>
          <th scope="col" className="py-2">{t('actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.product.skuCode} className="border-b border-slate-100 align-top" data-testid="favorite-row">
            <td className="py-3 pr-2">
              <ItemSelect item={item} handlers={handlers} />
            </td>
            <td className="py-3 pr-3">
              <ItemImage item={item} size={56} />
            </td>
            <td className="max-w-64 py-3 pr-3">
              <ItemTitle item={item} />
            </td>
            <td className="py-3 pr-3">
              <ItemNumbers item={item} />
            </td>
            <td className="py-3 pr-3">
              <ItemPrice item={item} />
            </td>
            <td className="py-3 pr-3">
              <ItemAdded item={item} />
            </td>
            <td className="py-3">
              <ItemActions item={item} handlers={handlers} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
