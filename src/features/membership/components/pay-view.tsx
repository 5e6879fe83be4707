'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { emit } from '@/client/event-bus';
import { QueryIsland } from '@/client/query-island';
import { SmartLink } from '@/client/smart-link';
import { useIsClient } from '@/client/use-is-client';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { useCurrentLocale, useRouter } from '@/i18n/navigation';
import { cancelOrder } from '../membership-calls';
import { formatInstant, formatTimeLeft, formatYuan } from '../membership-format';
import { announceOrderFinished } from '../pay-channel';
import { absolutePayUrl, readPayQuery } from '../pay-link';
import { FINAL_ORDER_STATES } from '../poll-backoff';
import { useLocationSearch } from '../use-location-search';
import { useNow } from '../use-now';
import { usePayStatus } from '../use-pay-status';
import { OrderStateBadge } from './order-state-badge';
import { PayNotice } from './pay-notice';
import { PayQr } from './pay-qr';
import { PaySummary, type SummaryFacts } from './pay-summary';
import { TestPaymentMarker } from './test-payment-marker';

/**
 * /pay (opened in a new tab): the order as the server records it, the pay URL as a QR
 * code with an "open on this device" link, a countdown to the order's expiry, and polling of the
 * pay status; once the order is paid, failed, expired or cancelled the tab moves to /payCallback.
 * The query only fills the first paint (title and fee, marked as loading); the QR code waits for
 * the server's own pay URL, so an edited link cannot make the page show someone else's code.
 */
export function PayView() {
  return (
    <QueryIsland>
      <PayViewLoader />
    </QueryIsland>
  );
}

function PayViewLoader() {
  const t = useTranslations('pay');
  const locale = useCurrentLocale();
  const router = useRouter();
  const isClient = useIsClient();
  const search = useLocationSearch();
  const query = readPayQuery(search);
  const sn = query?.sn ?? null;
  const { state, paused, retry, replace } = usePayStatus(sn);
  const order = state.status === 'ready' ? state.order : null;
  const [cancelling, setCancelling] = useState(false);
  const waiting = order?.state === 'pending';
  const now = useNow(waiting);

  useEffect(() => {
    if (!order || !FINAL_ORDER_STATES.has(order.state)) return;
    announceOrderFinished(order.order_sn, order.state);
    router.replace({ pathname: '/payCallback', query: { sn: order.order_sn } });
  }, [order, router]);

  if (!isClient) return <PayNotice kind="loading" text={t('loading')} />;
  if (!query) return <PayNotice kind="info" text={t('noOrder')} action={<OrdersLink label={t('toOrders')} />} />;
  if (state.status === 'signed-out') {
    return (
      <PayNotice
        kind="info"
        text={t('signInNeeded')}
        action={
          <Button onClick={() => emit('signin:open', { reason: 'other' })}>{t('signIn')}</Button>
        }
      />
    );
  }
  if (state.status === 'missing') {
    return <PayNotice kind="error" text={t('loadFailed')} action={<OrdersLink label={t('toOrders')} />} />;
  }

  const facts: SummaryFacts = order
    ? {
        title: order.title,
        amount: formatYuan(order.fee_fen, locale),
        orderType: t(`types.${order.order_type}`),
        sn: order.order_sn,
        created: formatInstant(order.order_datetime, locale),
        payBy: formatInstant(order.expiration_date, locale),
        state: <OrderStateBadge state={order.state} />,
      }
    : { title: query.title, sn: query.sn };
  const expiresAt = order ? Date.parse(order.expiration_date) : NaN;
  const left = expiresAt - now;
  const payUrl = order ? absolutePayUrl(order.pay_url, window.location.origin) : null;

  async function cancel() {
    if (!order || cancelling) return;
    setCancelling(true);
    try {
      replace(await cancelOrder(order.order_sn));
      toast.success(t('cancelled'));
    } catch {
      // Reported by the call.
    } finally {
      setCancelling(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      {/* A sandbox order is a test payment: said above everything else (ADR 0060). */}
      {order?.test_payment && (
        <div className="max-lg:order-first lg:col-span-2">
          <TestPaymentMarker text={t('testMarkerText')} />
        </div>
      )}
      {/* The way to pay comes first on phones; on wide screens it sits beside the summary. */}
      <PaySummary heading={t('summaryTitle')} facts={facts} busy={!order} />

      <section
        aria-labelledby="pay-scan-title"
        className="flex flex-col items-center max-lg:order-first gap-4 rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-6"
      >
        <h2 id="pay-scan-title" className="text-lg font-semibold text-slate-900">
          {t('scanTitle')}
        </h2>
        {state.status === 'error' && !order && (
          <PayNotice kind="error" text={t('loadFailed')} action={<Button variant="outline" onClick={retry}>{t('retry')}</Button>} />
        )}
        {!order && state.status !== 'error' && (
          <div role="status" className="flex size-56 items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600 sm:size-64">
            {t('loading')}
          </div>
        )}
        {order && waiting && payUrl && (
          <>
            <p className="text-sm text-slate-700">{t('scanHint', { amount: formatYuan(order.fee_fen, locale) })}</p>
            <PayQr value={payUrl} label={t('qrLabel', { sn: order.order_sn })} />
            <div className="grid gap-1">
              <p className="text-sm text-slate-600">{t('timeLeft')}</p>
              {/* Read once on demand, not every second: a live region ticking would drown a screen reader. */}
              <p className="font-mono text-3xl font-semibold text-brand-800 tabular-nums" data-testid="pay-countdown">
                {formatTimeLeft(left)}
              </p>
            </div>
            {left <= 0 && <p className="text-sm font-medium text-red-700">{t('expiredNow')}</p>}
            <div className="grid gap-1">
              <a
                href={payUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('outline', 'md')}
              >
                {t('openOnDevice')}
              </a>
              <p className="text-xs text-slate-600">{t('openOnDeviceHint')}</p>
            </div>
            <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
              <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-amber-500" />
              {paused ? t('paused') : t('waiting')}
            </p>
            <Button variant="ghost" size="sm" onClick={() => void cancel()} disabled={cancelling}>
              {t('cancel')}
            </Button>
          </>
        )}
        {order && !waiting && <p role="status" className="text-sm text-slate-700">{t('loading')}</p>}
      </section>
    </div>
  );
}

function OrdersLink({ label }: { label: string }) {
  return (
    <SmartLink href="/user/order" prefetch={false} className={buttonClasses('outline', 'md')}>
      {label}
    </SmartLink>
  );
}
