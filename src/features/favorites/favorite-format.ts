const INTL_LOCALE: Record<string, string> = { zh: 'zh-CN', en: 'en-US' };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The day a favourite was saved, in the page's language, on the China calendar (as exports show it). */
export function formatAddedDate(iso: string, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale] ?? 'en-US', { dateStyle: 'medium', timeZone: 'Asia/Shanghai' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(iso));
}

/** "45%" against a known size, else the megabytes received so far. */
export function progressText(progress: { loaded: number; total: number | null }): string {
  if (progress.total) return `${Math.round((progress.loaded / progress.total) * 100)}%`;
  return `${(progress.loaded / (1024 * 1024)).toFixed(1)} MB`;
}
