'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiRequestError, isSessionEnded, messageFor } from '@/client/api-request';
import { useInquiryBasketCount } from '@/client/inquiry-basket-store';
import { QueryIsland } from '@/client/query-island';
import { SmartLink } from '@/client/smart-link';
import { useUserAccount } from '@/client/user-account-store';
import { useIsClient } from '@/client/use-is-client';
import { Button, buttonClasses } from '@/components/ui/button';
import { LazyConfirmDialog as ConfirmDialog } from './lazy-confirm-dialog';
import type { InquirySummary } from '@/contracts/inquiries';
import { closeInquiries, type InquiryFilters as Filters } from '../inquiry-calls';
import { readListQuery, useInquiryList, writeListQuery, type ListQuery } from '../use-inquiry-list';
import { ExportButtons } from './export-buttons';
import { InquiryFilters } from './inquiry-filters';
import { InquiryTable } from './inquiry-table';
import { LoadState } from './load-state';

type Refusal = { reference: string; reason: string };

/** The server's refusals as the buyer reads them: the reference, not the numeric id. */
function refusals(items: InquirySummary[], refused: { id: number; reason: string }[]): Refusal[] {
  const reference = new Map(items.map((item) => [item.id, item.reference]));
  return refused.map(({ id, reason }) => ({ reference: reference.get(id) ?? `#${id}`, reason }));
}

/** The page's island: the list reads the address and the session, so it starts after mount. */
export function InquiryList() {
  const isClient = useIsClient();
  const { token } = useUserAccount();
  if (!isClient || !token) return <LoadState state="loading" onRetry={() => undefined} />;
  return (
    <QueryIsland>
      <InquiryListView />
    </QueryIsland>
  );
}

/**
 * /user/inquiry after mount: filters, the table, paging, bulk close and export. Filters and page
 * live in the address (replaceState), so coming back from an inquiry shows the same rows.
 */
function InquiryListView() {
  const t = useTranslations('inquiry.list');
  const tCommon = useTranslations('common');
  const [query, setQuery] = useState<ListQuery>(() => readListQuery(window.location.search));
  const { state, reload, retry } = useInquiryList(query);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const basketCount = useInquiryBasketCount();

  const go = (next: ListQuery) => {
    setQuery(next);
    setSelected(new Set());
    setRefused([]);
    window.history.replaceState(window.history.state, '', window.location.pathname + writeListQuery(next));
  };
  const filters: Filters = { state: query.state, from: query.from, to: query.to, keyword: query.keyword };
  const items = state.status === 'ready' ? state.list.items : [];

  async function close() {
    const ids = [...selected];
    setClosing(true);
    try {
      const result = await closeInquiries(ids);
      toast.success(t('closedCount', { count: result.updated.length }));
      setRefused(refusals(items, result.refused));
    } catch (err) {
      // 409 nothingClosed: every id is refused, one `errors` entry each (path ids.<i>).
      if (err instanceof ApiRequestError && err.fieldErrors.length > 0) {
        const byIndex = err.fieldErrors.map((e) => ({
          id: ids[Number(e.path.split('.')[1])] ?? 0,
          reason: e.message,
        }));
        setRefused(refusals(items, byIndex));
      } else {
        setRefused([]);
      }
      if (!isSessionEnded(err)) toast.error(messageFor(err));
    } finally {
      setClosing(false);
      setConfirming(false);
      setSelected(new Set());
      reload();
    }
  }

  const filtered = Boolean(filters.state || filters.from || filters.to || filters.keyword);
  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <SmartLink href="/user/inquiry/basket" prefetch={false} className={buttonClasses('primary', 'md')}>
          {t('toBasket')}
          {basketCount ? (
            <span className="rounded-full bg-white/20 px-2 text-xs tabular-nums">{basketCount}</span>
          ) : null}
        </SmartLink>
      </div>
      <InquiryFilters value={filters} onApply={(f) => go({ ...f, page: 1 })} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={selected.size === 0}
            onClick={() => setConfirming(true)}
          >
            {t('closeSelected')}
          </Button>
          <span role="status" className="text-sm text-slate-600">
            {selected.size > 0 ? t('selected', { count: selected.size }) : ''}
          </span>
        </div>
        <ExportButtons filters={filters} />
      </div>
      {refused.length > 0 && (
        <div
          role="alert"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="close-refused"
        >
          <p className="font-medium">{t('refusedHeading', { count: refused.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((r) => (
              <li key={r.reference}>{t('refusedLine', r)}</li>
            ))}
          </ul>
        </div>
      )}
      {state.status !== 'ready' ? (
        <LoadState state={state.status} onRetry={retry} />
      ) : items.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700">
          <p className="font-medium text-slate-900">{filtered ? t('emptyFiltered') : t('empty')}</p>
          {!filtered && <p className="mt-1">{t('emptyHint')}</p>}
          {!filtered && (
            <SmartLink href="/user/inquiry/basket" className={buttonClasses('outline', 'md', 'mt-4')}>
              {t('toBasket')}
            </SmartLink>
          )}
        </div>
      ) : (
        <InquiryTable
          items={items}
          selected={selected}
          onToggle={(id, on) =>
            setSelected((s) => {
              const next = new Set(s);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            })
          }
          onToggleAll={(on) => setSelected(on ? new Set(items.map((i) => i.id)) : new Set())}
        />
      )}
      {state.status === 'ready' && state.list.total > 0 && (
        <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={query.page <= 1}
            onClick={() => go({ ...query, page: query.page - 1 })}
          >
            {t('previous')}
          </Button>
          <span className="text-sm text-slate-600">
            {t('pageStatus', {
              page: query.page,
              pageCount: Math.max(1, state.list.pageCount),
              total: state.list.total,
            })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={query.page >= state.list.pageCount}
            onClick={() => go({ ...query, page: query.page + 1 })}
          >
            {t('next')}
          </Button>
        </nav>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('closeTitle', { count: selected.size })}
        description={t('closeText')}
        confirmLabel={t('closeSelected')}
        cancelLabel={tCommon('cancel')}
        closeLabel={tCommon('close')}
        pending={closing}
        onConfirm={() => void close()}
      />
    </div>
  );
}
