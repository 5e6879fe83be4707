/*
 * How membership pages show money and time. Plans are priced in yuan whatever the site,
 * so money is always CNY, formatted in the page's language; instants in China time, where the
 * buyers and the store are.
 */
import { formatChinaInstant } from '@/lib/china-date';

export { formatYuan } from '@/lib/format-money';

/** An ISO instant as a China-time date and time ("2026年11月24日 16:05" / "Nov 24, 2026, 4:05 PM"). */
export function formatInstant(iso: string, locale: string, withTime = true): string {
  return formatChinaInstant(iso, locale, withTime);
}

/** Milliseconds as "mm:ss", or "h:mm:ss" from an hour up; never negative. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** True while a membership is in force: a level above 0 whose expiry (if any) lies ahead. */
export function isActiveMembership(level: unknown, expiresAt: unknown, now = Date.now()): level is number {
  if (typeof level !== 'number' || level <= 0) return false;
  if (typeof expiresAt !== 'string') return expiresAt === null || expiresAt === undefined;
  return Date.parse(expiresAt) > now;
}
