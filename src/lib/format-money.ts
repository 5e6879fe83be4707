import type { Money } from '@/contracts/catalog';
import { intlLocale as intlLocaleOf } from './intl-locale';

// Intl.NumberFormat is costly to build; a listing formats dozens of prices with the same settings.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: Money['currency'] | 'CNY'): Intl.NumberFormat {
  const intlLocale = intlLocaleOf(locale);
  const key = `${intlLocale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Every currency we sell in (USD, EUR, AUD, GBP) has two minor digits.
    formatter = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats money held in minor units (cents), e.g. {amount: 12345, currency: 'EUR'} → "€123.45". */
export function formatMoney(money: Money, locale: string): string {
  return formatterFor(locale, money.currency).format(money.amount / 100);
}

/** Integer fen as yuan (memberships are priced in yuan whatever the site): 99900 → "¥999.00". */
export function formatYuan(fen: number, locale: string): string {
  return formatterFor(locale, 'CNY').format(fen / 100);
}
