import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

export type SummaryFacts = {
  title?: string;
  amount?: string;
  orderType?: string;
  sn: string;
  created?: string;
  payBy?: string;
  state?: ReactNode;
  paidAt?: string;
  memberUntil?: string;
};

/** The order as a list of facts; those not known yet (first paint, before the server answers) are left out. */
export function PaySummary({ heading, facts, busy }: { heading: string; facts: SummaryFacts; busy: boolean }) {
  const t = useTranslations('pay');
  const rows: Array<[string, ReactNode | undefined]> = [
    [t('plan'), facts.title],
    [t('amount'), facts.amount && <span key="amount" className="text-xl font-semibold text-slate-900">{facts.amount}</span>],
    [t('orderType'), facts.orderType],
    [t('orderNo'), <span key="sn" className="font-mono break-all">{facts.sn}</span>],
    [t('created'), facts.created],
    [t('payBy'), facts.payBy],
    [t('state'), facts.state],
    [t('callback.paidAt'), facts.paidAt],
    [t('callback.memberUntil'), facts.memberUntil],
  ];
  return (
    <section
      aria-labelledby="pay-summary-title"
      aria-busy={busy}
      className="self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="pay-summary-title" className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <dl className="mt-4 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-3 sm:gap-x-6">
        {rows
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-sm text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
