'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { Invoice } from '@/contracts/invoices';
import { downloadInvoicePdf } from '../invoice-calls';
import { formatInvoiceTime, formatYuan } from '../invoice-format';
import { InvoiceStateChip } from './invoice-state-chip';

/** The buyer's invoices: one card per invoice (a grid of facts that reflows on phones). */
export function InvoiceList({ items }: { items: Invoice[] }) {
  const t = useTranslations('invoices');
  const locale = useLocale();
  const [downloading, setDownloading] = useState<number | null>(null);

  async function download(invoice: Invoice) {
    setDownloading(invoice.id);
    try {
      const name = await downloadInvoicePdf(invoice);
      toast.success(t('list.downloaded', { name }));
    } catch {
      // Toasted by the call.
    } finally {
      setDownloading(null);
    }
  }

  return (
    <ul className="grid gap-3">
      {items.map((invoice) => (
        <li key={invoice.id} data-testid="invoice" className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-medium text-slate-900">{invoice.order_sn}</span>
            <InvoiceStateChip state={invoice.state} />
            <span className="ml-auto font-semibold text-slate-900 tabular-nums">{formatYuan(invoice.amount, locale)}</span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
            <dt className="text-slate-500">{t('list.title')}</dt>
            <dd className="wrap-anywhere text-slate-800">{invoice.title_name}</dd>
            <dt className="text-slate-500">{t('list.type')}</dt>
            <dd className="text-slate-800">{t(`type.${invoice.type}`)}</dd>
            <dt className="text-slate-500">{t('list.requestedAt')}</dt>
            <dd className="text-slate-800">{formatInvoiceTime(invoice.requested_at, locale)}</dd>
            <dt className="text-slate-500">{t('list.invoiceNo')}</dt>
            <dd className="font-mono break-all text-slate-800">{invoice.invoice_no ?? '—'}</dd>
          </dl>
          <div className="flex justify-end">
            {invoice.has_pdf ? (
              <Button
                size="sm"
                variant="outline"
                disabled={downloading === invoice.id}
                aria-label={t('list.downloadPdfLabel', { invoiceNo: invoice.invoice_no ?? invoice.order_sn })}
                onClick={() => void download(invoice)}
              >
                {t('list.downloadPdf')}
              </Button>
            ) : (
              <span className="text-xs text-slate-500">{t('list.noPdf')}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
