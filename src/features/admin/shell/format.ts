import { formatChinaInstant } from '@/lib/china-date';
import { intlLocale } from '@/lib/intl-locale';
import type { ConsoleLang } from './console-lang';

/** Operators read China time, in the console's language. */
export function formatTime(iso: string | null | undefined, lang: ConsoleLang): string {
  if (!iso) return '—';
  return formatChinaInstant(iso, lang);
}

/** Minor units → "US$12.50" / "€12.50" in the console's language. */
export function formatMoney(minor: number | null | undefined, currency: string, lang: ConsoleLang): string {
  if (minor === null || minor === undefined) return '—';
  return new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency }).format(minor / 100);
}

/** How long ago, in whole hours or days: the age of a queue item. */
export function ageOf(iso: string, lang: ConsoleLang, at = Date.now()): string {
  const hours = Math.max(0, Math.floor((at - Date.parse(iso)) / 3_600_000));
  const format = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'always', style: 'short' });
  return hours < 48 ? format.format(-hours, 'hour') : format.format(-Math.floor(hours / 24), 'day');
}

/** How long until (or since) an instant, in minutes, hours or days: "in 5 hr", "3 days ago". */
export function relativeTo(iso: string, lang: ConsoleLang, at = Date.now()): string {
  const minutes = Math.trunc((Date.parse(iso) - at) / 60_000);
  const format = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'always', style: 'short' });
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.trunc(minutes / 60);
  return Math.abs(hours) < 48 ? format.format(hours, 'hour') : format.format(Math.trunc(hours / 24), 'day');
}
