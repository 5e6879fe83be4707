'use client';

import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryIsland } from '@/client/query-island';
import { useSessionQuery } from '@/client/use-session-query';
import { Button } from '@/components/ui/button';
import { invoiceQueries } from '../invoice-queries';
import { AwaitingOrders } from './awaiting-orders';
import { InvoiceList } from './invoice-list';
import { InvoiceStatisticsCards } from './invoice-statistics-cards';
import { LoadStatus } from './load-failed';

const PAGE_SIZE = 10;

/** The invoices tab: amounts, the orders still to invoice, and the invoices with their state and PDF. */
export function InvoicesPanel() {
  return (
    <QueryIsland>
      <Invoices />
    </QueryIsland>
  );
}

function Invoices() {
  const t = useTranslations('invoices.list');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const stats = useSessionQuery(invoiceQueries.statistics());
  const awaiting = useSessionQuery(invoiceQueries.awaiting());
  const invoices = useSessionQuery(invoiceQueries.list(page, PAGE_SIZE));
  const refresh = () => {
    setPage(1);
    void queryClient.invalidateQueries({ queryKey: invoiceQueries.all });
  };
  const list = invoices.data;

  return (
    <div className="grid gap-6">
      {stats.data && <InvoiceStatisticsCards stats={stats.data} />}
      {awaiting.data && <AwaitingOrders orders={awaiting.data} onRequested={refresh} />}
      <section aria-labelledby="invoice-list-heading" className="grid gap-3">
        <h2 id="invoice-list-heading" className="text-base font-semibold text-slate-900">
          {t('heading')}
        </h2>
        {(invoices.status === 'error' || !list) && (
          <LoadStatus status={invoices.status === 'error' ? 'error' : 'loading'} message={t('loadFailed')} onRetry={refresh} />
        )}
        {list && list.total === 0 && <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">{t('empty')}</p>}
        {list && list.items.length > 0 && (
          <div aria-busy={invoices.status === 'loading'} className="grid gap-3">
            <InvoiceList items={list.items} />
            {list.pageCount > 1 && (
              <nav aria-label={t('pageOf', { page, pageCount: list.pageCount })} className="flex items-center justify-center gap-3 text-sm">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('previous')}
                </Button>
                <span>{t('pageOf', { page, pageCount: list.pageCount })}</span>
                <Button variant="outline" size="sm" disabled={page >= list.pageCount} onClick={() => setPage(page + 1)}>
                  {t('next')}
                </Button>
              </nav>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
