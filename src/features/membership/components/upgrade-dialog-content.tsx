'use client';

import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryIsland } from '@/client/query-island';
import { useUserAccount } from '@/client/user-account-store';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { MembershipPlan } from '@/contracts/membership';
import { getPathname, useCurrentLocale } from '@/i18n/navigation';
import { createOrder, createUpgradeOrder } from '../membership-calls';
import { membershipQueries } from '../membership-queries';
import { formatInstant, formatYuan, isActiveMembership } from '../membership-format';
import { payPageHref } from '../pay-link';
import { watchPayment } from '../pay-watch';
import { planChoice } from '../plan-choice';
import { PlanCard } from './plan-card';
import { PlanGains } from './plan-gains';
import { PayNotice } from './pay-notice';
import { AllowanceLine } from './allowance-line';

/**
 * The upgrade dialog (1200 px, plan cards, the first selected on open). The current
 * plan is the one whose level is the buyer's level in force (from /api/info, asked again on open).
 * Buying opens /pay in a new tab: the tab is opened during the click, before the order call, so a
 * popup blocker lets it through; the order's page is loaded into it when the server answers.
 */
export function UpgradeDialogContent(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <QueryIsland>
      <UpgradeDialogBody {...props} />
    </QueryIsland>
  );
}

function UpgradeDialogBody({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('membership');
  const tCommon = useTranslations('common');
  const locale = useCurrentLocale();
  const { userInfo } = useUserAccount();
  const plansQuery = useQuery(membershipQueries.plans());
  const levelQuery = useQuery(membershipQueries.level());
  // A failure stays on screen while the retry is under way.
  const plans = plansQuery.isError
    ? { status: 'error' as const }
    : plansQuery.data
      ? { status: 'ready' as const, plans: plansQuery.data }
      : { status: 'loading' as const };
  const retry = () => {
    void plansQuery.refetch();
    void levelQuery.refetch();
  };
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Each answer selects its first plan.
  const [selectedFrom, setSelectedFrom] = useState<MembershipPlan[] | null>(null);
  if (plansQuery.data && plansQuery.data !== selectedFrom) {
    setSelectedFrom(plansQuery.data);
    setSelectedId(plansQuery.data[0]?.id ?? null);
  }
  const [buying, setBuying] = useState(false);
  const [blockedHref, setBlockedHref] = useState<string | null>(null);

  const level = userInfo?.membershipLevel;
  // The company's main account buys and upgrades; a colleague sees the plans and who to ask.
  const colleague = userInfo?.companyRole === 'buyer';
  const expiresAt = userInfo?.membershipExpiresAt;
  const currentLevel = isActiveMembership(level, expiresAt) ? level : 0;
  const list = plans.status === 'ready' ? plans.plans : [];
  const selected = list.find((plan) => plan.id === selectedId) ?? null;
  const currentPlan = currentLevel > 0 ? (list.find((plan) => plan.level === currentLevel) ?? null) : null;
  const choice = selected ? planChoice(selected, currentLevel) : 'buy';
  // An upgrade costs the prorated difference: the server quotes it for the owner before any order exists.
  const quote = useQuery({ ...membershipQueries.upgradeQuote(selected?.id ?? 0), enabled: open && choice === 'upgrade' && !colleague && selected !== null });

  async function buy() {
    if (!selected || buying || choice === 'lower') return;
    // Synchronously, inside the click: a tab opened after an await is a popup the browser may block.
    const tab = window.open('', '_blank');
    setBuying(true);
    setBlockedHref(null);
    try {
      const order =
        choice === 'upgrade' ? await createUpgradeOrder(selected.id) : await createOrder(selected.id);
      const href = getPathname({ href: payPageHref(order, selected.id), locale });
      watchPayment(order.order_sn);
      if (tab && !tab.closed) {
        tab.opener = null;
        tab.location.href = href;
        toast.success(t('payOpened'));
        onOpenChange(false);
      } else {
        setBlockedHref(href);
      }
    } catch {
      tab?.close(); // the error is reported by the call
    } finally {
      setBuying(false);
    }
  }

  const buyLabel = selected
    ? t(choice === 'upgrade' ? 'upgrade' : choice === 'renew' ? 'renew' : 'buy', { plan: selected.title })
    : t('buy', { plan: '' });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex flex-col p-0! sm:w-[1200px] sm:max-w-[calc(100vw-3rem)]"
        closeLabel={tCommon('close')}
        data-testid="upgrade-dialog"
      >
        <div className="p-5 pr-14 sm:p-6 sm:pr-16">
          <DialogTitle className="text-xl">{t('dialogTitle')}</DialogTitle>
          <DialogDescription className="mt-1">{t('dialogIntro')}</DialogDescription>
          <AllowanceLine allowance={userInfo?.dailyAllowance} locale={locale} />
          {currentPlan && typeof expiresAt === 'string' && (
            <p className="mt-2 text-sm font-medium text-emerald-800">
              {t('currentUntil', { plan: currentPlan.title, date: formatInstant(expiresAt, locale, false) })}
            </p>
          )}
        </div>

        <div className="grid gap-5 px-5 pb-5 sm:px-6">
          {plans.status === 'loading' && <PayNotice kind="loading" text={t('loading')} />}
          {plans.status === 'error' && (
            <PayNotice
              kind="error"
              text={t('loadFailed')}
              action={
                <Button variant="outline" onClick={retry}>
                  {t('retry')}
                </Button>
              }
            />
          )}
          {plans.status === 'ready' && list.length === 0 && <PayNotice kind="info" text={t('empty')} />}
          {list.length > 0 && (
            <div role="radiogroup" aria-label={t('plansLabel')} className="grid gap-4 md:grid-cols-3">
              {list.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  checked={plan.id === selectedId}
                  current={plan.level === currentLevel}
                  onSelect={() => setSelectedId(plan.id)}
                />
              ))}
            </div>
          )}
          {selected && (
            <PlanGains plan={selected} choice={choice} currentTitle={currentPlan?.title ?? null} />
          )}
        </div>

        {selected && (
          <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white px-5 py-4 sm:px-6">
            {blockedHref && (
              <p role="alert" className="mr-auto flex flex-wrap items-center gap-2 text-sm text-slate-700">
                {t('popupBlocked')}
                <a href={blockedHref} target="_blank" rel="noopener" className={buttonClasses('link')}>
                  {t('openPay')}
                </a>
              </p>
            )}
            {choice !== 'upgrade' && (
              <span className="text-lg font-semibold text-slate-900 tabular-nums">
                {formatYuan(selected.price_fen, locale)}
              </span>
            )}
            {choice === 'upgrade' && quote.data && quote.data.vipId === selected.id && (
              <span className="grid text-right" data-testid="upgrade-quote">
                <span className="text-lg font-semibold text-slate-900 tabular-nums">{formatYuan(quote.data.amountFen, locale)}</span>
                <span className="text-xs text-slate-600">{t('upgradeCredit', { days: quote.data.remainingDays })}</span>
              </span>
            )}
            {colleague ? (
              <p role="note" data-testid="membership-owner-only" className="text-sm text-slate-700">
                {t('ownerOnly')}
              </p>
            ) : (
              <Button
                size="lg"
                onClick={() => void buy()}
                disabled={buying || choice === 'lower'}
                aria-busy={buying || undefined}
                className="max-sm:w-full"
              >
                {buying ? t('buying') : buyLabel}
              </Button>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
