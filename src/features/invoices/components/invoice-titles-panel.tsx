'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryIsland } from '@/client/query-island';
import { useSessionQuery } from '@/client/use-session-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { InvoiceTitle } from '@/contracts/invoices';
import { deleteTitle, makeDefaultTitle } from '../invoice-calls';
import { invoiceQueries } from '../invoice-queries';
import { InvoiceTitleDialog } from './invoice-title-dialog';
import { LoadStatus } from './load-failed';

/** The buyer's invoice titles: add (dialog), make default, delete (after a confirmation). */
export function InvoiceTitlesPanel() {
  return (
    <QueryIsland>
      <InvoiceTitles />
    </QueryIsland>
  );
}

function InvoiceTitles() {
  const t = useTranslations('invoices');
  const queryClient = useQueryClient();
  const titles = useSessionQuery(invoiceQueries.titles());
  const refreshTitles = () => void queryClient.invalidateQueries({ queryKey: invoiceQueries.titles().queryKey });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<InvoiceTitle | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function makeDefault(title: InvoiceTitle) {
    setBusy(title.id);
    try {
      await makeDefaultTitle(title.id);
      toast.success(t('titles.madeDefault', { name: title.name }));
      refreshTitles();
    } catch {
      // Toasted by the call.
    } finally {
      setBusy(null);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(deleting.id);
    try {
      await deleteTitle(deleting.id);
      toast.success(t('titles.deleted'));
      setDeleting(null);
      refreshTitles();
    } catch {
      // Toasted by the call.
    } finally {
      setBusy(null);
    }
  }

  const list = titles.data;
  return (
    <section aria-labelledby="invoice-titles-heading" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="invoice-titles-heading" className="text-base font-semibold text-slate-900">
            {t('titles.heading')}
          </h2>
          <p className="text-sm text-slate-600">{t('titles.intro')}</p>
        </div>
        <Button onClick={() => setAdding(true)}>{t('titles.add')}</Button>
      </div>

      {titles.status !== 'ready' && !list && <LoadStatus status={titles.status === 'error' ? 'error' : 'loading'} message={t('titles.loadFailed')} onRetry={titles.reload} />}
      {titles.status === 'error' && list && <LoadStatus status="error" message={t('titles.loadFailed')} onRetry={titles.reload} />}
      {list && list.length === 0 && <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">{t('titles.empty')}</p>}
      {list && list.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2" aria-busy={titles.status === 'loading'}>
          {list.map((title) => (
            <li key={title.id} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4" data-testid="invoice-title">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-medium wrap-anywhere text-slate-900">{title.name}</h3>
                <Badge tone="neutral">{t(`kind.${title.kind}`)}</Badge>
                {title.is_default && <Badge tone="success">{t('titles.default')}</Badge>}
              </div>
              {title.kind === 'company' && (
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-500">{t('form.taxNo')}</dt>
                  <dd className="font-mono break-all text-slate-800">{title.tax_no}</dd>
                  {(['address', 'phone', 'bank', 'account'] as const)
                    .filter((field) => title[field])
                    .map((field) => (
                      <div key={field} className="contents">
                        <dt className="text-slate-500">{t(`form.${field}`)}</dt>
                        <dd className="wrap-anywhere text-slate-800">{title[field]}</dd>
                      </div>
                    ))}
                </dl>
              )}
              <div className="mt-1 flex flex-wrap gap-2">
                {!title.is_default && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy === title.id}
                    aria-label={t('titles.makeDefaultLabel', { name: title.name })}
                    onClick={() => void makeDefault(title)}
                  >
                    {t('titles.makeDefault')}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy === title.id}
                  aria-label={t('titles.deleteLabel', { name: title.name })}
                  onClick={() => setDeleting(title)}
                >
                  {t('titles.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <InvoiceTitleDialog open={adding} onOpenChange={setAdding} onSaved={refreshTitles} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('titles.confirmTitle')}
        description={t('titles.confirmBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('titles.delete')}
        cancelLabel={t('titles.confirmKeep')}
        closeLabel={t('request.close')}
        pending={busy !== null && busy === deleting?.id}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
