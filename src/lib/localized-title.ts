/** Anything with the spec's pair of titles: `title` (Simplified Chinese) and `title_en`. */
export type BilingualTitle = { title: string; title_en: string };

/** The title in the page's language, falling back to the other one when a translation is missing. */
export function localizedTitle(item: BilingualTitle, locale: string): string {
  return locale === 'zh' ? item.title || item.title_en : item.title_en || item.title;
}
