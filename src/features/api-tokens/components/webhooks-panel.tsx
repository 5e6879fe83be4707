'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { useSessionQuery } from '@/client/use-session-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { WebhookDelivery, WebhookEndpoint } from '@/contracts/webhooks';
import { EVENT_KEY, eventKey, formatCount, formatDateTime } from '../api-token-format';
import { apiTokenQueries } from '../api-token-queries';
import { deleteWebhook, enableWebhook, pingWebhook, retryDelivery } from '../webhook-calls';
import { AddWebhookDialog } from './add-webhook-dialog';

const DELIVERY_TONE = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const;

/**
 * The owner's webhooks: each receiver with its events and state (on, off by the owner, or turned off by
 * the store after repeated failures), with a test ping, on/off and delete; then the newest deliveries
 * with what the receiver answered, how long it took and the next try, and "Send again" for finished ones.
 */
export function WebhooksPanel({ canAdd }: { canAdd: boolean }) {
  const t = useTranslations('apiTokens.webhooks');
  const queryClient = useQueryClient();
  const list = useSessionQuery(apiTokenQueries.webhooks());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: apiTokenQueries.all });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await run();
      toast.success(done);
      refresh();
    } catch {
      // Toasted by the call, in the server's words.
    } finally {
      setBusy(false);
    }
  }

  const data = list.data;
  const endpoints = data?.endpoints ?? [];
  return (
    <section aria-labelledby="webhooks-heading" className="grid gap-3" data-testid="webhooks">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="webhooks-heading" className="text-base font-semibold text-slate-900">
            {t('heading')}
          </h2>
          <p className="text-sm text-slate-600">{t('intro')}</p>
        </div>
        {canAdd && (
          <Button onClick={() => setAdding(true)} disabled={busy}>
            {t('add.open')}
          </Button>
        )}
      </div>
      {!data && list.status !== 'error' && <p role="status" className="text-sm text-slate-600">{t('loading')}</p>}
      {data && endpoints.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">{t('empty')}</p>
      )}
      {endpoints.length > 0 && (
        <ul className="grid gap-3" data-testid="webhook-endpoints">
          {endpoints.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              busy={busy}
              onPing={() => void act(() => pingWebhook(endpoint.id), t('pingSent'))}
              onToggle={() => void act(() => enableWebhook(endpoint.id, endpoint.state !== 'active'), endpoint.state === 'active' ? t('turnedOff') : t('turnedOn'))}
              onDelete={() => setDeleting(endpoint)}
            />
          ))}
        </ul>
      )}
      {data && data.deliveries.length > 0 && (
        <Deliveries deliveries={data.deliveries} endpoints={endpoints} busy={busy} onRetry={(d) => void act(() => retryDelivery(d.id), t('retryQueued'))} />
      )}
      <AddWebhookDialog open={adding} onOpenChange={setAdding} onAdded={refresh} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('delete.title')}
        description={t('delete.description', { url: deleting?.url ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        pending={busy}
        onConfirm={() => {
          const endpoint = deleting;
          if (!endpoint) return;
          void act(() => deleteWebhook(endpoint.id), t('deleted')).then(() => setDeleting(null));
        }}
      />
    </section>
  );
}

function EndpointCard(props: { endpoint: WebhookEndpoint; busy: boolean; onPing: () => void; onToggle: () => void; onDelete: () => void }) {
  const { endpoint, busy } = props;
  const t = useTranslations('apiTokens.webhooks');
  const locale = useLocale();
  const active = endpoint.state === 'active';
  const stateText = active ? t('state.active') : endpoint.disabledReason === 'failures' ? t('state.failures') : t('state.off');
  return (
    <li data-testid="webhook-endpoint" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <code className="font-mono text-sm break-all text-slate-900" data-testid="webhook-url">
            {endpoint.url}
          </code>
          {endpoint.description && <span className="text-xs text-slate-600">{endpoint.description}</span>}
        </div>
        <Badge tone={active ? 'success' : endpoint.disabledReason === 'failures' ? 'danger' : 'neutral'} data-testid="webhook-state">
          {stateText}
        </Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-xs">
        <dt className="text-slate-500">{t('events.label')}</dt>
        <dd className="text-slate-800">{endpoint.events.map((e) => t(`events.${EVENT_KEY[e]}`)).join(' · ')}</dd>
        <dt className="text-slate-500">{t('created')}</dt>
        <dd className="text-slate-800">{formatDateTime(endpoint.createdAt, locale)}</dd>
        {endpoint.consecutiveFailures > 0 && (
          <>
            <dt className="text-slate-500">{t('failures')}</dt>
            <dd className="text-red-700 tabular-nums">{formatCount(endpoint.consecutiveFailures, locale)}</dd>
          </>
        )}
      </dl>
      {endpoint.disabledReason === 'failures' && <p role="note" className="rounded-md bg-red-50 p-2 text-xs text-red-800">{t('failuresNote')}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        {active && (
          <Button variant="outline" size="sm" disabled={busy} onClick={props.onPing}>
            {t('ping')}
          </Button>
        )}
        <Button variant="outline" size="sm" disabled={busy} onClick={props.onToggle}>
          {active ? t('turnOff') : t('turnOn')}
        </Button>
        <Button variant="outline" size="sm" disabled={busy} onClick={props.onDelete} className="text-red-700 hover:border-red-600 hover:text-red-800">
          {t('delete.open')}
        </Button>
      </div>
    </li>
  );
}

function Deliveries(props: { deliveries: WebhookDelivery[]; endpoints: WebhookEndpoint[]; busy: boolean; onRetry: (d: WebhookDelivery) => void }) {
  const t = useTranslations('apiTokens.webhooks');
  const locale = useLocale();
  const urlOf = (id: number) => props.endpoints.find((e) => e.id === id)?.url ?? '';
  const answer = (d: WebhookDelivery) =>
    d.lastStatus !== null ? t('delivery.status', { status: d.lastStatus, ms: d.lastResponseMs ?? 0 }) : d.lastError ? t('delivery.noAnswer', { error: d.lastError }) : t('delivery.notYet');
  return (
    <section aria-labelledby="deliveries-heading" className="grid gap-2">
      <h3 id="deliveries-heading" className="text-sm font-semibold text-slate-900">
        {t('delivery.heading')}
      </h3>
      <ul className="grid gap-2" data-testid="webhook-deliveries">
        {props.deliveries.map((d) => {
          const key = eventKey(d.event);
          return (
            <li key={d.id} data-testid="webhook-delivery" data-event={d.event} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3 text-xs sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-medium text-slate-900">{key ? t(`events.${key}`) : d.event}</span>
                  <Badge tone={DELIVERY_TONE[d.state]} data-testid="webhook-delivery-state">
                    {t(`delivery.states.${d.state}`)}
                  </Badge>
                </div>
                <span className="break-all text-slate-600">{urlOf(d.endpointId)}</span>
                <span className="text-slate-700" data-testid="webhook-delivery-answer">
                  {formatDateTime(d.lastAttemptAt ?? d.createdAt, locale)} · {t('delivery.attempts', { count: d.attempts })} · {answer(d)}
                </span>
                {d.nextAttemptAt && <span className="text-slate-600">{t('delivery.next', { time: formatDateTime(d.nextAttemptAt, locale) })}</span>}
              </div>
              {d.state !== 'pending' && (
                <Button variant="outline" size="sm" disabled={props.busy} onClick={() => props.onRetry(d)} aria-label={t('delivery.retryLabel', { event: key ? t(`events.${key}`) : d.event })}>
                  {t('delivery.retry')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
