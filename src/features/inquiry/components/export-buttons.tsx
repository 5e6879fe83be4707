'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { exportInquiries, type InquiryFilters } from '../inquiry-calls';

type Progress = { loaded: number; total: number | null };

function progressText(p: Progress): string {
  if (p.total) return `${Math.round((p.loaded / p.total) * 100)}%`;
  return `${(p.loaded / (1024 * 1024)).toFixed(1)} MB`;
}

/** Export of every inquiry the filters match, as Excel or CSV, saved under the server's file name. */
export function ExportButtons({ filters }: { filters: InquiryFilters }) {
  const t = useTranslations('inquiry.list');
  const [progress, setProgress] = useState<Progress | null>(null);

  async function run(format: 'xlsx' | 'csv') {
    setProgress({ loaded: 0, total: null });
    try {
      const name = await exportInquiries(filters, format, setProgress);
      toast.success(t('exported', { name }));
    } catch {
      // Toasted by the transfer.
    } finally {
      setProgress(null);
    }
  }

  return (
    <div role="group" aria-label={t('exportLabel')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600" aria-hidden="true">
        {t('export')}
      </span>
      <Button variant="outline" size="sm" disabled={progress !== null} onClick={() => void run('xlsx')}>
        {t('exportXlsx')}
      </Button>
      <Button variant="outline" size="sm" disabled={progress !== null} onClick={() => void run('csv')}>
        {t('exportCsv')}
      </Button>
      {progress && (
        <span role="status" className="flex min-w-32 items-center gap-2 text-xs text-slate-600">
          <ProgressBar
            value={progress.total ? progress.loaded / progress.total : null}
            label={t('exporting', { progress: progressText(progress) })}
            className="w-20"
          />
          {t('exporting', { progress: progressText(progress) })}
        </span>
      )}
    </div>
  );
}
