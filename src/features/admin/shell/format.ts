import type { ConsoleLang } from './console-lang';

/** Operators read China time, in the console's language. */
export function formatTime(iso: string | null | undefined, lang: ConsoleLang): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** Minor units → "US$12.50" / "€12.50" in the console's language. */
export function formatMoney(minor: number | null | undefined, currency: string, lang: ConsoleLang): string {
  if (minor === null || minor === undefined) return '—';
  return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { style: 'currency', currency }).format(minor / 100);
}

/** How long ago, in whole hours or days: the age of a queue item. */
export function ageOf(iso: string, lang: ConsoleLang, at = Date.now()): string {
  const hours = Math.max(0, Math.floor((at - Date.parse(iso)) / 3_600_000));
  const format = new Intl.RelativeTimeFormat(lang === 'zh' ? 'zh-CN' : 'en', { numeric: 'always', style: 'short' });
  return hours < 48 ? format.format(-hours, 'hour') : format.format(-Math.floor(hours / 24), 'day');
}
