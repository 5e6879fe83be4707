import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button-classes';
import type { OrderSummary } from '@/contracts/membership';
import { getPathname, useCurrentLocale } from '@/i18n/navigation';
import { formatInstant } from '../membership-format';
import { payPageHref } from '../pay-link';

/** Whether "pay now" applies: unpaid, and still payable at `now`. */
export function isPayable(order: OrderSummary, now: number): boolean {
  return order.state === 'pending' && Date.parse(order.expiration_date) > now;
}

/** The invoice column's words. */
export function InvoiceState({ order }: { order: OrderSummary }) {
  const t = useTranslations('orders');
  if (order.invoice_state !== 'none') return <>{t(`invoice.${order.invoice_state}`)}</>;
  return <>{order.invoiceable ? t('invoice.none') : t('invoice.notInvoiceable')}</>;
}

/** "Pay now" (reopens /pay in a new tab) and "request invoice" where they apply. */
export function OrderActions({
  order,
  now,
  onRequestInvoice,
}: {
  order: OrderSummary;
  now: number;
  onRequestInvoice?: (order: OrderSummary) => void;
}) {
  const t = useTranslations('orders');
  const locale = useCurrentLocale();
  const payable = isPayable(order, now);
  const invoice = order.state === 'paid' && order.invoiceable && order.invoice_state === 'none';
  if (!payable && !invoice) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {payable && (
        <a
          href={getPathname({ href: payPageHref(order, order.plan_id), locale })}
          target="_blank"
          rel="noopener"
          aria-label={t('payNowLabel', { sn: order.order_sn })}
          className={buttonClasses('primary', 'sm')}
        >
          {t('payNow')}
        </a>
      )}
      {invoice && (
        <button
          type="button"
          className={buttonClasses('outline', 'sm')}
          aria-label={t('requestInvoiceLabel', { sn: order.order_sn })}
          disabled={!onRequestInvoice}
          onClick={() => onRequestInvoice?.(order)}
        >
          {t('requestInvoice')}
        </button>
      )}
    </div>
  );
}

/** An optional instant, or a dash. */
export function When({ iso, withTime = true }: { iso: string | null; withTime?: boolean }) {
  const locale = useCurrentLocale();
  if (!iso) return <>—</>;
  return <time dateTime={iso}>{formatInstant(iso, locale, withTime)}</time>;
}
