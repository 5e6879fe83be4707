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
