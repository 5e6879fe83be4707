import { formatChinaInstant } from '@/lib/china-date';

/** The day a favourite was saved, in the page's language, on the China calendar (as exports show it). */
export function formatAddedDate(iso: string, locale: string): string {
  return formatChinaInstant(iso, locale, false);
}

/** "45%" against a known size, else the megabytes received so far. */
export function progressText(progress: { loaded: number; total: number | null }): string {
  if (progress.total) return `${Math.round((progress.loaded / progress.total) * 100)}%`;
  return `${(progress.loaded / (1024 * 1024)).toFixed(1)} MB`;
}
