'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { emit } from '@/client/event-bus';
import { QueryIsland } from '@/client/query-island';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import type { OrderSummary } from '@/contracts/membership';
import { useCurrentLocale } from '@/i18n/navigation';
import { formatInstant, formatYuan } from '../membership-format';
import { useNow } from '../use-now';
import { useOrderList } from '../use-order-list';
import { InvoiceState, OrderActions, When } from './order-parts';
import { OrderStateBadge } from './order-state-badge';
import { PayNotice } from './pay-notice';

const PAGE_SIZE = 10;

export type OrdersPanelProps = {
  /** "Request invoice" on a paid invoiceable order; without it the button shows disabled. */
  onRequestInvoice?: (order: OrderSummary) => void;
  /** Change it to load the list again (after an invoice request, say). */
  refreshKey?: number;
};

/**
 * /user/order: the buyer's membership orders, newest first, ten a page — plan, amount, status,
 * dates, membership expiry, invoice state; "pay now" for an unpaid order still payable, "request
 * invoice" for a paid invoiceable one. A table from large screens up, cards below (the other layout
 * is display: none, so assistive technology meets one list).
 */
export function OrdersPanel(props: OrdersPanelProps) {
  return (
    <QueryIsland>
      <Orders {...props} />
    </QueryIsland>
  );
}

function Orders({ onRequestInvoice, refreshKey = 0 }: OrdersPanelProps) {
  const t = useTranslations('orders');
  const locale = useCurrentLocale();
  const [page, setPage] = useState(1);
  const { state, reload } = useOrderList(page, PAGE_SIZE, refreshKey);
  const now = useNow(true, 30_000);
  const list = state.list;
  const items = list?.items ?? [];

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700" aria-live="polite">
        {list ? t('count', { count: list.total }) : t('loading')}
      </p>
      {state.status === 'error' && (
        <PayNotice
          kind="error"
          text={t('loadFailed')}
          action={
            <Button variant="outline" onClick={reload}>
              {t('retry')}
            </Button>
          }
        />
      )}
      {list && list.total === 0 && (
        <div className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-700">
          <p>{t('empty')}</p>
          <button type="button" className={buttonClasses('primary', 'md', 'mt-4')} onClick={() => emit('upgrade:open', {})}>
            {t('emptyCta')}
          </button>
        </div>
      )}
      {items.length > 0 && (
        <div aria-busy={state.status === 'loading'} className="grid gap-4">
          <table className="hidden w-full border-collapse text-left text-sm lg:table" aria-label={t('tableLabel')}>
            <thead className="border-b border-slate-200 text-xs font-medium text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3">{t('columns.plan')}</th>
                <th scope="col" className="py-2 pr-3">{t('columns.amount')}</th>
                <th scope="col" className="py-2 pr-3">{t('columns.state')}</th>
                <th scope="col" className="py-2 pr-3">{t('columns.created')}</th>
                <th scope="col" className="py-2 pr-3">{t('columns.paid')}</th>
                <th scope="col" className="py-2 pr-3">{t('columns.memberUntil')}</th>
                <th scope="col" className="py-2 pr-3">{t('columns.invoice')}</th>
                <th scope="col" className="py-2">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((order) => (
                <tr key={order.order_sn} className="border-b border-slate-100 align-top" data-testid="order-row">
                  <td className="py-3 pr-3">
                    <span className="block font-medium text-slate-900">{order.title}</span>
                    <span className="block text-xs text-slate-600">
                      {t(`types.${order.order_type}`)} · <span className="font-mono">{order.order_sn}</span>
                    </span>
                  </td>
                  <td className="py-3 pr-3 font-medium tabular-nums">{formatYuan(order.fee_fen, locale)}</td>
                  <td className="py-3 pr-3">
                    <OrderStateBadge state={order.state} />
                    {order.state === 'pending' && (
                      <span className="mt-1 block text-xs text-slate-600">
                        {t('payBy', { date: formatInstant(order.expiration_date, locale) })}
                      </span>
                    )}
                  </td>
                  <td className="py-3 pr-3"><When iso={order.order_datetime} /></td>
                  <td className="py-3 pr-3"><When iso={order.paid_at} /></td>
                  <td className="py-3 pr-3"><When iso={order.membership_expires_at} withTime={false} /></td>
                  <td className="py-3 pr-3"><InvoiceState order={order} /></td>
                  <td className="py-3">
                    <OrderActions order={order} now={now} onRequestInvoice={onRequestInvoice} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <ul className="grid gap-3 lg:hidden" aria-label={t('tableLabel')}>
            {items.map((order) => (
              <li key={order.order_sn} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="order-card">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-medium text-slate-900">{order.title}</p>
                    <p className="text-xs text-slate-600">
                      {t(`types.${order.order_type}`)} · <span className="font-mono break-all">{order.order_sn}</span>
                    </p>
                  </div>
                  <OrderStateBadge state={order.state} />
                </div>
                <dl className="mt-3 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-600">{t('columns.amount')}</dt>
                  <dd className="font-medium tabular-nums">{formatYuan(order.fee_fen, locale)}</dd>
                  <dt className="text-slate-600">{t('columns.created')}</dt>
                  <dd><When iso={order.order_datetime} /></dd>
                  {order.state === 'pending' && (
                    <>
                      <dt className="text-slate-600">{t('columns.state')}</dt>
                      <dd>{t('payBy', { date: formatInstant(order.expiration_date, locale) })}</dd>
                    </>
                  )}
                  <dt className="text-slate-600">{t('columns.paid')}</dt>
                  <dd><When iso={order.paid_at} /></dd>
                  <dt className="text-slate-600">{t('columns.memberUntil')}</dt>
                  <dd><When iso={order.membership_expires_at} withTime={false} /></dd>
                  <dt className="text-slate-600">{t('columns.invoice')}</dt>
                  <dd><InvoiceState order={order} /></dd>
                </dl>
                <div className="mt-3">
                  <OrderActions order={order} now={now} onRequestInvoice={onRequestInvoice} />
                </div>
              </li>
            ))}
          </ul>

          {list && list.pageCount > 1 && (
            <nav aria-label={t('pager')} className="flex items-center justify-center gap-3">
              <button type="button" className={buttonClasses('outline', 'md')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('previous')}
              </button>
              <span className="text-sm text-slate-600">{t('pageOf', { page, pages: list.pageCount })}</span>
              <button
                type="button"
                className={buttonClasses('outline', 'md')}
                disabled={page >= list.pageCount}
                onClick={() => setPage(page + 1)}
              >
                {t('next')}
              </button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}
