import type { Money } from '@/contracts/catalog';
import { chinaDay, formatChinaInstant } from '@/lib/china-date';
import { formatMoney } from '@/lib/format-money';
import { intlLocale } from '@/lib/intl-locale';

/*
 * How inquiry pages show dates and money. Inquiry days (needed-by, quote validity, the list's date
 * filter) are calendar days in China time, where the buyers and the operators are — so instants are
 * shown in that zone too, and "today" is China's today whatever the device's zone says.
 */
/** Today in China, "YYYY-MM-DD" (the server's rule for needed-by dates). */
export function chinaToday(now: Date = new Date()): string {
  return chinaDay(now);
}

/** An ISO instant as a China-time date (and time): "2026年11月24日 16:05" / "Nov 24, 2026, 4:05 PM". */
export function formatInstant(iso: string, locale: string, withTime = false): string {
  return formatChinaInstant(iso, locale, withTime);
}

/** A calendar day "YYYY-MM-DD" in the locale's words, without any zone shifting it. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Minor units in the inquiry's currency. */
export function formatMinor(amount: number, currency: string, locale: string): string {
  return formatMoney({ amount, currency: currency as Money['currency'] }, locale);
}

/** The number format for quantities (1,000 / 1,000). */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}
