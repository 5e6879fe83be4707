'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { emit } from '@/client/event-bus';
import { QueryIsland } from '@/client/query-island';
import { useSessionQuery } from '@/client/use-session-query';
import { useUserAccount } from '@/client/user-account-store';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ApiTokenList, ApiTokenView } from '@/contracts/api-tokens';
import { revokeApiToken } from '../api-token-calls';
import { apiTokenQueries } from '../api-token-queries';
import { CreateTokenDialog } from './create-token-dialog';
import { TokenList } from './token-list';
import { WebhooksPanel } from './webhooks-panel';

/**
 * /user/api after mount: the owner's access tokens for the buyer API (create, revoke, usage) and the
 * plan's limits; without API access in the plan, the way to get it. A colleague is told that only the
 * main account manages tokens.
 */
export function ApiTokensView() {
  return (
    <QueryIsland>
      <ApiTokensPanel />
    </QueryIsland>
  );
}

function ApiTokensPanel() {
  const t = useTranslations('apiTokens');
  const { userInfo } = useUserAccount();
  if (userInfo?.companyRole === 'buyer') {
    return (
      <p role="note" data-testid="api-tokens-colleague-note" className="rounded-lg border border-sky-200 bg-sky-50 p-5 text-sm text-sky-900">
        {t('colleagueOnly')}
      </p>
    );
  }
  return <OwnerApiTokens />;
}

function OwnerApiTokens() {
  const t = useTranslations('apiTokens');
  const queryClient = useQueryClient();
  const list = useSessionQuery(apiTokenQueries.list());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: apiTokenQueries.all });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenView | null>(null);
  const [busy, setBusy] = useState(false);
  const revokedRef = useRef(false);
  const listHeading = useRef<HTMLHeadingElement>(null);

  async function confirmRevoke() {
    if (!revoking) return;
    const token = revoking;
    setBusy(true);
    try {
      await revokeApiToken(token.id);
      toast.success(t('revoke.done', { name: token.name }));
      revokedRef.current = true;
      setRevoking(null);
      refresh();
    } catch {
      // Toasted by the call, in the server's words.
    } finally {
      setBusy(false);
    }
  }

  const data = list.data;
  return (
    <div className="grid gap-6">
      {!data && list.status !== 'error' && (
        <p role="status" className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-600">
          {t('loading')}
        </p>
      )}
      {list.status === 'error' && !data && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-5 text-sm text-red-800">
          <span className="flex-1">{t('loadFailed')}</span>
          <Button variant="outline" size="sm" onClick={list.reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      {data && (
        <>
          {data.apiAccess ? <AccessCard data={data} onCreate={() => setCreating(true)} /> : <NoAccessCard hasTokens={data.items.length > 0} />}
          {(data.apiAccess || data.items.length > 0) && (
            <section aria-labelledby="api-tokens-heading" className="grid gap-3">
              <h2 id="api-tokens-heading" ref={listHeading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
                {t('list.heading')}
              </h2>
              {data.items.length === 0 ? (
                <p className="rounded-lg border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">{t('list.empty')}</p>
              ) : (
                <TokenList tokens={data.items} busy={busy} onRevoke={setRevoking} />
              )}
            </section>
          )}
          {data.apiAccess && <WebhooksPanel canAdd />}
        </>
      )}
      <CreateTokenDialog open={creating} onOpenChange={setCreating} onCreated={refresh} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('revoke.title', { name: revoking?.name ?? '' })}
        description={t('revoke.description')}
        confirmLabel={t('revoke.confirm')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        pending={busy}
        onConfirm={() => void confirmRevoke()}
        onCloseAutoFocus={(event) => {
          // A revoked token loses its Revoke button: focus goes to the list it was in, not to the page's start.
          if (!revokedRef.current) return;
          revokedRef.current = false;
          event.preventDefault();
          listHeading.current?.focus();
        }}
      />
    </div>
  );
}

/** The integrators' guide (the API's own page) in the page's language. */
function useGuideHref(): string {
  return `/api/docs/buyer?lang=${useLocale() === 'en' ? 'en' : 'zh'}`;
}

function AccessCard({ data, onCreate }: { data: ApiTokenList; onCreate: () => void }) {
  const t = useTranslations('apiTokens');
  const guide = useGuideHref();
  const active = data.items.filter((token) => token.state === 'active').length;
  const full = active >= data.limits.tokens;
  return (
    <section aria-labelledby="api-limits-heading" data-testid="api-limits" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-5 sm:flex sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <h2 id="api-limits-heading" className="text-base font-semibold text-slate-900">
          {t('limits.heading')}
        </h2>
        <ul className="grid gap-0.5 text-sm text-slate-700">
          <li>{t('limits.perToken', { count: data.limits.perToken })}</li>
          <li>{t('limits.perCompany', { count: data.limits.perCompany })}</li>
          <li>{t('limits.tokens', { count: data.limits.tokens })}</li>
        </ul>
        <p className="text-sm">
          {/* The API serves its own reference (not a Next page): a full load, not a client navigation. */}
            <a href={guide} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {t('limits.docs')}
          </a>
        </p>
      </div>
      <div className="grid justify-items-start gap-1 sm:max-w-56 sm:justify-items-end">
        <Button onClick={onCreate} disabled={full}>
          {t('create.open')}
        </Button>
        {full && <p className="text-xs text-slate-600 sm:text-right">{t('create.full', { count: active, max: data.limits.tokens })}</p>}
      </div>
    </section>
  );
}

function NoAccessCard({ hasTokens }: { hasTokens: boolean }) {
  const t = useTranslations('apiTokens');
  const guide = useGuideHref();
  const plans = useQuery(apiTokenQueries.plans());
  const plan = plans.data?.find((p) => p.api_access);
  return (
    <section aria-labelledby="api-no-access-heading" data-testid="api-no-access" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950">
      <h2 id="api-no-access-heading" className="text-base font-semibold">
        {t('noAccess.title')}
      </h2>
      {plans.data && <p>{plan ? t('noAccess.withPlan', { plan: plan.title }) : t('noAccess.noPlan')}</p>}
      {hasTokens && <p>{t('noAccess.tokensRefused')}</p>}
      {(plan || !plans.data) && (
        <div>
          <Button onClick={() => emit('upgrade:open', {})}>{t('noAccess.upgrade')}</Button>
        </div>
      )}
      <p>
        <a href={guide} className="font-medium text-amber-950 underline underline-offset-2">
          {t('limits.docs')}
        </a>
      </p>
    </section>
  );
}
