import { useTranslations } from 'next-intl';
import type { MembershipPlan } from '@/contracts/membership';
import type { PlanChoice } from '../plan-choice';

/** "What you gain": every promise of the selected plan, and what buying it means for this buyer. */
export function PlanGains({
  plan,
  choice,
  currentTitle,
}: {
  plan: MembershipPlan;
  choice: PlanChoice;
  currentTitle: string | null;
}) {
  const t = useTranslations('membership');
  const rows: Array<[string, string]> = [
    [t('features.data'), plan.memo_data],
    [t('features.cooperation'), plan.memo_cooperation],
    [t('features.perDay'), plan.memo_per_day],
    [t('features.account'), plan.memo_account],
    [t('features.expiration'), plan.memo_expiration],
    [t('features.invoice'), plan.is_invoice ? t('invoiceYes') : t('invoiceNo')],
  ];
  const current = currentTitle ?? '';
  const note =
    choice === 'upgrade'
      ? t('gainUpgrade', { current })
      : choice === 'renew'
        ? t('gainRenew')
        : choice === 'lower'
          ? t('gainLower', { current })
          : null;
  return (
    <section aria-labelledby="plan-gains-title" className="rounded-xl bg-slate-50 p-4 sm:p-5">
      <h3 id="plan-gains-title" className="text-base font-semibold text-slate-900">
        {t('gainTitle', { plan: plan.title })}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900 max-sm:mb-1">{value}</dd>
          </div>
        ))}
      </dl>
      {note && <p className="mt-3 text-sm text-slate-700">{note}</p>}
    </section>
  );
}
