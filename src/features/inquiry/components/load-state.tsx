'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** The loading line (announced) and the failure box with a retry, shared by the inquiry pages. */
export function LoadState({
  state,
  onRetry,
  message,
}: {
  state: 'loading' | 'error';
  onRetry: () => void;
  message?: string;
}) {
  const t = useTranslations('inquiry');
  if (state === 'loading') {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-600">
        {t('loading')}
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-5 text-sm text-red-800"
    >
      <span className="flex-1">{message ?? t('loadFailed')}</span>
      <Button variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
