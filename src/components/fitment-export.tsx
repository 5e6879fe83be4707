import { useTranslations } from 'next-intl';
import { FitmentExportButton, type FitmentExportTarget } from './fitment-export-button';

/** The fitment-export button with its texts from the server (the cached page ships no extra messages). */
export function FitmentExport({ target, askSku }: { target: FitmentExportTarget; askSku?: string }) {
  const t = useTranslations('fitmentExport');
  return (
    <FitmentExportButton
      target={target}
      askSku={askSku}
      labels={{ download: t('download'), downloading: t('downloading'), failed: t('failed') }}
    />
  );
}
