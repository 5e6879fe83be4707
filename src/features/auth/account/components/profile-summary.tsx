'use client';

import { useLocale, useNow, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { AccountInfo, UserInfo } from '@/contracts/accounts';
import { SkeletonLine } from './skeleton-line';
import { intlLocale } from '@/lib/intl-locale';

function formatDate(iso: string, locale: string): string {
  // Browser time zone on purpose: this renders after mount only, never on the server.
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(
    new Date(iso),
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-h-5 text-sm leading-5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Read-only facts: the sign-in number, the account status and the membership. `info` null = still
 * loading: the same rows with placeholder bars, so nothing moves when the data arrives (CLS 0).
 */
export function ProfileSummary({ info }: { info: (UserInfo & Partial<Pick<AccountInfo, 'membershipPlanTitle'>>) | null }) {
  const t = useTranslations('profile.summary');
  const locale = useLocale();
  const now = useNow();

  const membership = (data: NonNullable<typeof info>) => {
    if (data.membershipLevel <= 0) return t('membershipFree');
    const level = data.membershipPlanTitle?.[locale === 'en' ? 'en' : 'zh'] ?? t('membershipLevel', { level: data.membershipLevel });
    const expires = data.membershipExpiresAt;
    if (!expires) return level;
    const date = formatDate(expires, locale);
    const expired = new Date(expires).getTime() < now.getTime();
    return `${level} · ${expired ? t('expiredOn', { date }) : t('validUntil', { date })}`;
  };

  return (
    <section
      aria-labelledby="profile-summary-heading"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="profile-summary-heading" className="mb-4 text-base font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <dl className="grid gap-3" aria-busy={info === null || undefined}>
        <Row label={t('mobile')}>
          {info ? (
            <>
              <span className="tabular-nums">{info.mobile}</span>
              <span className="ml-2 text-xs font-normal text-slate-500">{t('mobileNote')}</span>
            </>
          ) : (
            <SkeletonLine className="w-40" />
          )}
        </Row>
        <Row label={t('status')}>
          {info ? t(`statuses.${info.status}`) : <SkeletonLine className="w-24" />}
        </Row>
        <Row label={t('membership')}>{info ? membership(info) : <SkeletonLine className="w-56" />}</Row>
      </dl>
    </section>
  );
}
