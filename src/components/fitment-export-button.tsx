'use client';

import { useState } from 'react';
import { useTradeItem, usePageTrade } from '@/client/trade-data-store';
import { buttonClasses } from '@/components/ui/button-classes';

/** What one fitment export covers: a product's vehicles, a vehicle's parts, or a category's parts with their vehicles. */
export type FitmentExportTarget = { skuCode: string } | { vehicleId: number } | { cid: string };

export type FitmentExportLabels = { download: string; downloading: string; failed: string };

function request(target: FitmentExportTarget): { path: string; query: Record<string, string | number> } {
  if ('skuCode' in target) return { path: `/api/products/${encodeURIComponent(target.skuCode)}/fitment/export`, query: { format: 'xlsx' } };
  return { path: '/api/fitment/export', query: { ...target, format: 'xlsx' } };
}

/**
 * "Download fitment (Excel)", shown only when the signed-in buyer's plan grants the export (the
 * page's trade data says so; cached pages carry nothing per buyer). `askSku` names a product of the
 * page to the trade-data call, so the page's answer comes even where no other island asks. The
 * download code is loaded on the first click: the catalogue pages' script budget is small.
 */
export function FitmentExportButton({
  target,
  labels,
  askSku,
}: {
  target: FitmentExportTarget;
  labels: FitmentExportLabels;
  askSku?: string;
}) {
  useTradeItem(askSku ?? '');
  const page = usePageTrade();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (!page?.fitmentExport) return null;

  const download = async () => {
    setState('busy');
    try {
      const { downloadFile } = await import('@/client/download-file');
      const { path, query } = request(target);
      await downloadFile(path, { query, fallbackName: 'fitment.xlsx' });
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className={buttonClasses('outline', 'sm')}
        onClick={() => void download()}
        aria-disabled={state === 'busy' || undefined}
        data-testid="fitment-export"
      >
        {state === 'busy' ? labels.downloading : labels.download}
      </button>
      <span role="status" className="text-sm text-red-700">
        {state === 'failed' ? labels.failed : ''}
      </span>
    </span>
  );
}
