/** Alipay's timestamps are Beijing time (UTC+8, no daylight saving) as `yyyy-MM-dd HH:mm:ss`. */
export function beijingTimestamp(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3_600_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/** `yyyy-MM-dd HH:mm:ss` in Beijing time → the instant, or null when it is not that shape. */
export function parseBeijingTimestamp(text: string): Date | null {
  const match = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)$/.exec(text);
  if (!match) return null;
  const ms = Date.parse(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}+08:00`);
  return Number.isNaN(ms) ? null : new Date(ms);
}
