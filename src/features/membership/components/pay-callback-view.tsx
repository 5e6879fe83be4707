'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { emit } from '@/client/event-bus';
import { QueryIsland } from '@/client/query-island';
import { SmartLink } from '@/client/smart-link';
import { useIsClient } from '@/client/use-is-client';
import { userAccountStore, userAccount } from '@/client/user-account-store';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { cn } from '@/components/ui/cn';
import type { OrderStatus } from '@/contracts/membership';
import { useCurrentLocale } from '@/i18n/navigation';
import { formatInstant, formatYuan } from '../membership-format';
import { refreshUserInfo } from '../membership-calls';
import { announceOrderFinished } from '../pay-channel';
import { readPayQuery } from '../pay-link';
import { FINAL_ORDER_STATES } from '../poll-backoff';
import { useLocationSearch } from '../use-location-search';
import { usePayStatus } from '../use-pay-status';
import { OrderStateBadge } from './order-state-badge';
import { PayNotice } from './pay-notice';
import { PaySummary } from './pay-summary';

/**
 * /payCallback?sn= — where the pay tab (or a gateway's browser return) lands. It shows the order
 * as the server records it and never changes anything: only the verified notification activates a
 * membership. A return that arrives before the notification keeps asking until the order settles.
 */
export function PayCallbackView() {
  return (
    <QueryIsland>
      <PayCallbackViewLoader />
    </QueryIsland>
  );
}

function PayCallbackViewLoader() {
  const t = useTranslations('pay');
  const locale = useCurrentLocale();
  const isClient = useIsClient();
  const query = readPayQuery(useLocationSearch());
  const { state, retry } = usePayStatus(query?.sn ?? null);
  const order = state.status === 'ready' ? state.order : null;

  useEffect(() => {
    if (!order || !FINAL_ORDER_STATES.has(order.state)) return;
    announceOrderFinished(order.order_sn, order.state);
    // This tab's header too: the stored user info carries the level it shows.
    const info = userAccountStore.getState().userInfo;
    if (info) userAccount.setUserInfo({ ...info, membershipLevel: order.level ?? 0, membershipExpiresAt: order.expires_at });
    // Then the account as the server has it now, with the plan's name for the header.
    if (info) refreshUserInfo().catch(() => undefined);
  }, [order]);

  const links = (
    <div className="flex flex-wrap gap-3">
      <SmartLink href="/user/order" prefetch={false} className={buttonClasses('primary', 'md')}>
        {t('toOrders')}
      </SmartLink>
      <SmartLink href="/user/profile" prefetch={false} className={buttonClasses('outline', 'md')}>
        {t('toAccount')}
      </SmartLink>
    </div>
  );

  if (!isClient) return <PayNotice kind="loading" text={t('loading')} />;
  // No order number, or one the server never hands out: nothing to ask, as on /pay.
  if (!query) return <PayNotice kind="info" text={t('noOrder')} action={links} />;
  if (state.status === 'loading') return <PayNotice kind="loading" text={t('loading')} />;
  if (state.status === 'signed-out') {
    return (
      <PayNotice
        kind="info"
        text={t('signInNeeded')}
        action={<Button onClick={() => emit('signin:open', { reason: 'other' })}>{t('signIn')}</Button>}
      />
    );
  }
  if (state.status === 'missing') return <PayNotice kind="error" text={t('loadFailed')} action={links} />;
  if (!order) {
    return (
      <PayNotice kind="error" text={t('loadFailed')} action={<Button variant="outline" onClick={retry}>{t('retry')}</Button>} />
    );
  }

  const outcome = describe(order, t, locale);
  return (
    <div className="grid gap-6">
      <div
        role="status"
        className={cn(
          'rounded-xl border p-5 sm:p-6',
          order.state === 'paid' && 'border-emerald-200 bg-emerald-50',
          order.state === 'pending' && 'border-amber-200 bg-amber-50',
          (order.state === 'failed' || order.state === 'expired' || order.state === 'cancelled') &&
            'border-slate-200 bg-slate-50',
        )}
      >
        <h2 className="text-xl font-semibold text-slate-900">{outcome.heading}</h2>
        <p className="mt-2 text-sm text-slate-700">{outcome.text}</p>
        <div className="mt-4">{links}</div>
      </div>
      <PaySummary
        heading={t('summaryTitle')}
        busy={false}
        facts={{
          title: order.title,
          amount: formatYuan(order.fee_fen, locale),
          orderType: t(`types.${order.order_type}`),
          sn: order.order_sn,
          created: formatInstant(order.order_datetime, locale),
          payBy: order.state === 'pending' ? formatInstant(order.expiration_date, locale) : undefined,
          state: <OrderStateBadge state={order.state} />,
          paidAt: order.paid_at ? formatInstant(order.paid_at, locale) : undefined,
          memberUntil:
            order.state === 'paid' && order.expires_at ? formatInstant(order.expires_at, locale, false) : undefined,
        }}
      />
    </div>
  );
}

type Translate = ReturnType<typeof useTranslations<'pay'>>;

function describe(order: OrderStatus, t: Translate, locale: string): { heading: string; text: string } {
  switch (order.state) {
    case 'paid':
      return {
        heading: t('callback.paid'),
        text: order.expires_at
          ? t('callback.paidText', { date: formatInstant(order.expires_at, locale, false) })
          : t('callback.paid'),
      };
    case 'pending':
      return { heading: t('callback.pending'), text: t('callback.pendingText') };
    case 'failed':
      return { heading: t('callback.failed'), text: t('callback.failedText') };
    case 'expired':
      return { heading: t('callback.expired'), text: t('callback.expiredText') };
    case 'cancelled':
      return { heading: t('callback.cancelledTitle'), text: t('callback.cancelledText') };
  }
}
