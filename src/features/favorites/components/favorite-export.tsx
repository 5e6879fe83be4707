'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { exportFavorites } from '@/client/favorite-calls';
import type { DownloadProgress } from '@/client/download-file';
import { buttonClasses } from '@/components/ui/button-classes';
import { progressText } from '../favorite-format';
import type { FavoriteFilterValues } from './favorite-filters';

/** Every favourite the filters match as Excel or CSV, saved under the server's file name, with progress. */
export function FavoriteExport({ filters, disabled }: { filters: FavoriteFilterValues; disabled: boolean }) {
  const t = useTranslations('favorites');
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  async function run(format: 'xlsx' | 'csv') {
    setProgress({ loaded: 0, total: null });
    try {
      const name = await exportFavorites(filters, format, setProgress);
      toast.success(t('exported', { name }));
    } catch {
      // Toasted by the download.
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <div role="group" aria-label={t('exportLabel')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600" aria-hidden="true">
        {t('export')}
      </span>
      <button
        type="button"
        className={buttonClasses('outline', 'sm')}
        disabled={disabled || busy}
        onClick={() => void run('xlsx')}
      >
        {t('exportXlsx')}
      </button>
      <button
        type="button"
        className={buttonClasses('outline', 'sm')}
        disabled={disabled || busy}
        onClick={() => void run('csv')}
      >
        {t('exportCsv')}
      </button>
      {progress && (
        <span role="status" className="flex items-center gap-2 text-xs text-slate-600">
          <progress
            className="h-1.5 w-20 accent-brand-700"
            max={1}
            value={progress.total ? progress.loaded / progress.total : undefined}
          />
          {t('exporting', { progress: progressText(progress) })}
        </span>
      )}
    </div>
  );
}
