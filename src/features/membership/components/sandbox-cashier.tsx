'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryIsland } from '@/client/query-island';
import { Button } from '@/components/ui/button';
import { useCurrentLocale } from '@/i18n/navigation';
import { sendSandboxResult } from '../membership-calls';
import { formatYuan } from '../membership-format';
import { useLocationSearch } from '../use-location-search';
import { usePayStatus } from '../use-pay-status';
import { PaySummary } from './pay-summary';
import { OrderStateBadge } from './order-state-badge';
import { TestPaymentMarker } from './test-payment-marker';

/**
 * The sandbox cashier the QR code leads to under PAY_PROVIDER=sandbox: the tester presses Pay or
 * Fail and the store's sandbox "gateway" sends the signed notification. The page changes nothing
 * itself. Plan and amount show when the buyer's session is in this browser (a phone that scanned
 * the code may have none); the buttons work either way, carrying the link's token (`t`), which the
 * store checks against this order (docs/decisions/0060).
 */
export function SandboxCashier({ sn }: { sn: string }) {
  return (
    <QueryIsland>
      <SandboxCashierLoader sn={sn} />
    </QueryIsland>
  );
}

function SandboxCashierLoader({ sn }: { sn: string }) {
  const t = useTranslations('pay');
  const tState = useTranslations('orderState');
  const locale = useCurrentLocale();
  const token = new URLSearchParams(useLocationSearch()).get('t') ?? undefined;
  const { state } = usePayStatus(sn);
  const order = state.status === 'ready' ? state.order : null;
  const [sending, setSending] = useState<'success' | 'fail' | null>(null);
  const [sent, setSent] = useState<'success' | 'fail' | null>(null);
  const closed = order !== null && order.state !== 'pending';

  async function send(result: 'success' | 'fail') {
    if (sending) return;
    setSending(result);
    try {
      await sendSandboxResult(sn, result, token);
      setSent(result);
    } catch {
      // Reported by the call.
    } finally {
      setSending(null);
    }
  }

  return (
    <div className="grid gap-6">
      <TestPaymentMarker text={t('sandbox.intro')} />
      <PaySummary
        heading={t('summaryTitle')}
        busy={state.status === 'loading'}
        facts={{
          sn,
          title: order?.title,
          amount: order ? formatYuan(order.fee_fen, locale) : undefined,
          state: order ? <OrderStateBadge state={order.state} /> : undefined,
        }}
      />
      {state.status === 'signed-out' && <p className="text-sm text-slate-600">{t('sandbox.orderHidden')}</p>}
      {closed && order ? (
        <p role="status" className="text-sm text-slate-700">
          {t('sandbox.closed', { state: tState(order.state) })}
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button size="lg" disabled={sending !== null || sent !== null} onClick={() => void send('success')}>
            {sending === 'success' ? t('sandbox.sending') : t('sandbox.pay')}
          </Button>
          <Button
            size="lg"
            variant="outline"
            disabled={sending !== null || sent !== null}
            onClick={() => void send('fail')}
          >
            {sending === 'fail' ? t('sandbox.sending') : t('sandbox.fail')}
          </Button>
        </div>
      )}
      {sent && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          {sent === 'success' ? t('sandbox.sentSuccess') : t('sandbox.sentFail')}
        </p>
      )}
    </div>
  );
}
