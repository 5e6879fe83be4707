/* How the invoice tabs show money (yuan, whatever the site) and instants (China time). */

import { formatChinaInstant } from '@/lib/china-date';
import { intlLocale } from '@/lib/intl-locale';

const formatters = new Map<string, Intl.NumberFormat>();

/** Yuan as the wire carries it (2999.5) → "¥2,999.50" / "¥2,999.50". */
export function formatYuan(amount: number, locale: string): string {
  const key = intlLocale(locale);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(key, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** An ISO instant as a China-time date and time. */
export function formatInvoiceTime(iso: string, locale: string): string {
  return formatChinaInstant(iso, locale);
}
