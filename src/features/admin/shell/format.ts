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

/**
 * How long ago: "just now" under a minute (the caller's translated text), then whole minutes, hours
 * (under two days) or days. Never "0 hours ago" for something that came in minutes ago.
 */
export function ageOf(iso: string, lang: ConsoleLang, justNow: string, at = Date.now()): string {
  const minutes = Math.max(0, Math.floor((at - Date.parse(iso)) / 60_000));
  if (minutes < 1) return justNow;
  const format = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'always', style: 'short' });
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? format.format(-hours, 'hour') : format.format(-Math.floor(hours / 24), 'day');
}

/** A unit code ("set", "box") in the console's language; a code the messages do not know is shown as is. */
export function unitText(units: Readonly<Record<string, string>>, unit: string): string {
  return Object.hasOwn(units, unit) ? units[unit]! : unit;
}

/** How long until (or since) an instant, in minutes, hours or days: "in 5 hr", "3 days ago". */
export function relativeTo(iso: string, lang: ConsoleLang, at = Date.now()): string {
  const minutes = Math.trunc((Date.parse(iso) - at) / 60_000);
  const format = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'always', style: 'short' });
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.trunc(minutes / 60);
  return Math.abs(hours) < 48 ? format.format(hours, 'hour') : format.format(Math.trunc(hours / 24), 'day');
}
