'use client';

import { useTranslations } from 'next-intl';
import type { AccountManager } from '@/contracts/account-manager';

/**
 * The company's account manager: who to call. The server sends one only while the plan grants it,
 * so a buyer without that plan sees nothing here.
 */
export function AccountManagerCard({ manager }: { manager: AccountManager }) {
  const t = useTranslations('profile.accountManager');
  return (
    <section
      aria-labelledby="account-manager-heading"
      className="rounded-lg border border-slate-200 bg-white p-5"
      data-testid="account-manager"
    >
      <h2 id="account-manager-heading" className="text-base font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      <dl className="mt-4 grid gap-3">
        <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-sm text-slate-500">{t('name')}</dt>
          <dd className="text-sm font-medium text-slate-900">{manager.name}</dd>
        </div>
        <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-sm text-slate-500">{t('mobile')}</dt>
          <dd className="text-sm font-medium text-slate-900">
            <a href={`tel:${manager.mobile}`} className="text-brand-700 tabular-nums underline-offset-2 hover:underline">
              {manager.mobile}
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
