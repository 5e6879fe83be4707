'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { removeFavorite } from '@/client/favorite-calls';
import { markFavorite } from '@/client/favorite-ids-store';
import { QueryIsland } from '@/client/query-island';
import { useSessionQuery } from '@/client/use-session-query';
import { buttonClasses } from '@/components/ui/button-classes';
import type { FavoriteItem } from '@/contracts/favorites';
import { addToInquiryBasket } from '../favorite-inquiry-calls';
import { favoriteQueries } from '../favorite-queries';
import { FavoriteCards } from './favorite-cards';
import { FavoriteExport } from './favorite-export';
import { FavoriteFilters, type CategoryOption, type FavoriteFilterValues } from './favorite-filters';
import type { RowHandlers } from './favorite-item-parts';
import { FavoriteTable } from './favorite-table';
import { FavoritesEmpty } from './favorites-empty';
import { FavoritesPager } from './favorites-pager';

const PAGE_SIZE = 20;

/**
 * /user/favorite: the buyer's saved parts — filter, page, select, add to the inquiry basket, remove,
 * export. Loaded in the browser with the token; a table from tablets up, cards on phones.
 */
export function FavoritesView({ categories }: { categories: CategoryOption[] }) {
  return (
    <QueryIsland>
      <Favorites categories={categories} />
    </QueryIsland>
  );
}

function Favorites({ categories }: { categories: CategoryOption[] }) {
  const t = useTranslations('favorites');
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<FavoriteFilterValues>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const state = useSessionQuery(favoriteQueries.list({ page, pageSize: PAGE_SIZE, ...filters }));
  const list = state.data;
  const items = useMemo(() => list?.items ?? [], [list]);

  const setIn = (set: ReadonlySet<string>, sku: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(sku);
    else next.delete(sku);
    return next;
  };

  async function remove(item: FavoriteItem) {
    const sku = item.product.skuCode;
    setBusy((b) => setIn(b, sku, true));
    try {
      await removeFavorite(sku);
      markFavorite(sku, false);
      setSelected((s) => setIn(s, sku, false));
      toast.success(t('removed'));
      // Every page after the removed row has changed; the last row of a later page shows the page before it.
      void queryClient.invalidateQueries({ queryKey: favoriteQueries.all });
      if (items.length === 1 && page > 1) setPage(page - 1);
    } catch {
      // Toasted by the call.
    } finally {
      setBusy((b) => setIn(b, sku, false));
    }
  }

  async function addToInquiry(chosen: FavoriteItem[]) {
    const skus = chosen.map((item) => item.product.skuCode);
    setBusy((b) => new Set([...b, ...skus]));
    let added = 0;
    try {
      for (const item of chosen) {
        const outcome = await addToInquiryBasket(item.product.skuCode, item.product.moq);
        if (outcome === 'added') added += 1;
      }
      if (added === chosen.length) toast.success(t('addedToInquiry', { count: added }));
      else if (added > 0) toast.warning(t('addedSomeToInquiry', { added, total: chosen.length }));
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        for (const sku of skus) next.delete(sku);
        return next;
      });
    }
  }

  const handlers: RowHandlers = {
    busy,
    selected,
    onSelect: (sku, on) => setSelected((s) => setIn(s, sku, on)),
    onRemove: (item) => void remove(item),
    onInquiry: (chosen) => void addToInquiry(chosen),
  };
  const chosen = items.filter((item) => selected.has(item.product.skuCode));
  const filtered = Boolean(filters.keyword || filters.cid);

  return (
    <div className="grid gap-4">
      <FavoriteFilters
        categories={categories}
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
          setSelected(new Set());
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {list ? t('count', { count: list.total }) : t('loading')}
          {chosen.length > 0 && <span className="ml-2 text-slate-500">{t('selectedCount', { count: chosen.length })}</span>}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClasses('primary', 'sm')}
            disabled={chosen.length === 0}
            onClick={() => void addToInquiry(chosen)}
          >
            {t('addSelected')}
          </button>
          <FavoriteExport filters={filters} disabled={!list || list.total === 0} />
        </div>
      </div>

      {state.status === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t('loadFailed')}
          <button type="button" className={buttonClasses('outline', 'sm')} onClick={state.reload}>
            {t('retry')}
          </button>
        </div>
      )}
      {list && list.total === 0 && <FavoritesEmpty filtered={filtered} />}
      {items.length > 0 && (
        <div aria-busy={state.status === 'loading'} className="grid gap-4">
          <FavoriteTable items={items} handlers={handlers} />
          <FavoriteCards items={items} handlers={handlers} />
          <FavoritesPager page={page} pageCount={list?.pageCount ?? 1} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
