import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import type { MembershipPlan } from '@/contracts/membership';
import { useCurrentLocale } from '@/i18n/navigation';
import { formatYuan } from '../membership-format';

/**
 * One plan as a radio card: the radio is named by the plan's title and described by its price and
 * promises, so a screen reader hears the choice first and the details after.
 */
export function PlanCard({
  plan,
  checked,
  current,
  onSelect,
}: {
  plan: MembershipPlan;
  checked: boolean;
  current: boolean;
  onSelect: () => void;
}) {
  const t = useTranslations('membership');
  const locale = useCurrentLocale();
  const id = `plan-${plan.id}`;
  const perDayFen = plan.duration_days > 0 ? Math.round(plan.price_fen / plan.duration_days) : null;
  return (
    <label
      htmlFor={`${id}-radio`}
      data-testid="plan-card"
      className={cn(
        'relative flex cursor-pointer flex-col gap-3 rounded-xl border-2 bg-white p-4 transition-colors sm:p-5',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        checked ? 'border-brand-700 bg-brand-50/60 shadow-md' : 'border-slate-200 hover:border-brand-300',
      )}
    >
      <input
        id={`${id}-radio`}
        type="radio"
        name="membership-plan"
        value={plan.id}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-details`}
        className="absolute top-4 right-4 size-4 accent-brand-700 sm:top-5 sm:right-5"
      />
      <span className="flex flex-wrap items-center gap-2 pr-8">
        <span id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {plan.title}
        </span>
        {current && <Badge tone="success">{t('current')}</Badge>}
      </span>
      <span id={`${id}-details`} className="grid gap-3">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-2xl font-bold text-slate-900 tabular-nums">{formatYuan(plan.price_fen, locale)}</span>
          <span className="text-sm text-slate-600">/ {t('duration', { days: plan.duration_days })}</span>
        </span>
        {perDayFen !== null && (
          <span className="text-xs text-slate-600">{t('perDay', { amount: formatYuan(perDayFen, locale) })}</span>
        )}
        <span className="grid gap-1.5 text-sm text-slate-700">
          {[plan.memo_per_day, plan.memo_account, plan.is_invoice ? t('invoiceYes') : t('invoiceNo')].map((text) => (
            <span key={text} className="flex gap-2">
              <CheckIcon />
              {text}
            </span>
          ))}
        </span>
      </span>
    </label>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className="mt-0.5 shrink-0 text-emerald-600">
      <path d="m3.5 8.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
