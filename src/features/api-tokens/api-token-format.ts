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

/** The message key of a webhook event (`inquiry.quoted` → `inquiryQuoted`); `ping` is the owner's test. */
export const EVENT_KEY = {
  'inquiry.quoted': 'inquiryQuoted',
  'inquiry.closed': 'inquiryClosed',
  'membership.paid': 'membershipPaid',
  'invoice.issued': 'invoiceIssued',
  ping: 'ping',
} as const;

export function eventKey(event: string): (typeof EVENT_KEY)[keyof typeof EVENT_KEY] | null {
  return (EVENT_KEY as Record<string, (typeof EVENT_KEY)[keyof typeof EVENT_KEY]>)[event] ?? null;
}
