import type { ApiScope } from '@/contracts/api-tokens';
import { intlLocale } from '@/lib/intl-locale';

/** A date and time in the person's language (browser time zone: the list renders after mount only). */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatCount(n: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(n);
}

/** The message key of a scope (`catalog:read` → `catalogRead`): message keys cannot hold a colon's meaning. */
export const SCOPE_KEY = {
  'catalog:read': 'catalogRead',
  'inquiries:read': 'inquiriesRead',
  'inquiries:write': 'inquiriesWrite',
  'orders:read': 'ordersRead',
} as const satisfies Record<ApiScope, string>;
