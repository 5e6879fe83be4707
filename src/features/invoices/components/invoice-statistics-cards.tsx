'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { InvoiceStatistics } from '@/contracts/invoices';
import { formatYuan } from '../invoice-format';

/** Paid = invoiced + not yet invoiced; issued is the part of invoiced already made out. */
export function InvoiceStatisticsCards({ stats }: { stats: InvoiceStatistics }) {
  const t = useTranslations('invoices.stats');
  const locale = useLocale();
  const items = [
    { key: 'paidTotal', value: stats.paid_total },
    { key: 'invoiced', value: stats.invoiced },
    { key: 'issued', value: stats.issued },
    { key: 'notInvoiced', value: stats.not_invoiced },
  ] as const;
  return (
    <dl aria-label={t('label')} className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="invoice-statistics">
      {items.map((item) => (
        <div key={item.key} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-600">{t(item.key)}</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">{formatYuan(item.value, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
