'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** The loading line (announced) or the failure box with a retry. */
export function LoadStatus({ status, message, onRetry }: { status: 'loading' | 'error'; message: string; onRetry: () => void }) {
  const t = useTranslations('invoices.list');
  if (status === 'loading') {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
        {t('loading')}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <span className="flex-1">{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
