'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Invoice, InvoiceableOrder } from '@/contracts/invoices';
import { formatInvoiceTime, formatYuan } from '../invoice-format';
import { RequestInvoiceDialog } from './request-invoice-dialog';

/** Paid orders whose plan includes an invoice and that have none yet, each with "Request invoice". */
export function AwaitingOrders({ orders, onRequested }: { orders: InvoiceableOrder[]; onRequested: (invoice: Invoice) => void }) {
  const t = useTranslations('invoices.awaiting');
  const locale = useLocale();
  return (
    <section aria-labelledby="awaiting-orders-heading" className="grid gap-2">
      <h2 id="awaiting-orders-heading" className="text-base font-semibold text-slate-900">
        {t('heading')}
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {orders.map((order) => (
            <li
              key={order.order_sn}
              data-testid="awaiting-order"
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm"
            >
              <span className="font-mono text-slate-900">{order.order_sn}</span>
              <span className="text-slate-700">{order.title}</span>
              <span className="font-medium text-slate-900 tabular-nums">{formatYuan(order.amount, locale)}</span>
              <span className="text-slate-600">
                {t('paidAt')} {formatInvoiceTime(order.paid_at, locale)}
              </span>
              <span className="ml-auto">
                <RequestInvoiceDialog orderSn={order.order_sn} amount={order.amount} onDone={onRequested} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
