import { intlLocale } from './intl-locale';

/*
 * Calendar days in China time (Asia/Shanghai: UTC+8 all year, no daylight saving). Buyers and
 * operators are in China, so "today", needed-by dates, quote validity and date filters use its days
 * whatever the server's zone.
 */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The China calendar day of an instant, "YYYY-MM-DD". */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a China calendar day begins. */
export function chinaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

// Intl.DateTimeFormat is costly to build; a list formats dozens of instants with the same settings.
const instantFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as a China-time date, with its time unless `withTime` is false, in the page's language:
 * "2026年11月24日 16:05" / "Nov 24, 2026, 4:05 PM".
 */
export function formatChinaInstant(at: string | Date, locale: string, withTime = true): string {
  const key = `${locale}|${withTime}`;
  let formatter = instantFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'medium',
      timeStyle: withTime ? 'short' : undefined,
      timeZone: 'Asia/Shanghai',
    });
    instantFormatters.set(key, formatter);
  }
  return formatter.format(typeof at === 'string' ? new Date(at) : at);
}

const minuteFormatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "2026-05-01 14:03" in China time, for texts read by operators (chat-bot messages). */
export function formatChinaMinute(at: Date): string {
  return minuteFormatter.format(at);
}
