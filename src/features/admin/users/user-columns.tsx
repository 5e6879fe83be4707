'use client';

import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import Link from 'next/link';
import type { AdminUser } from '@/contracts/accounts';
import type { ConsoleLang } from '../shell/console-lang';
import { formatTime } from '../shell/format';


/** The account's place in its company, linking to the company (staff have none). */
export function CompanyAccountLink({ user, t }: { user: AdminUser; t: (key: string) => string }) {
  if (user.companyId === null) return <>—</>;
  const seat = user.seatState !== 'active' ? ` · ${t(`companies.seatStates.${user.seatState}`)}` : '';
  return (
    <Link href={`/admin/companies/${user.companyId}`} style={{ whiteSpace: 'nowrap' }}>
      {t(`companies.roles.${user.companyRole ?? 'buyer'}`)}
      {seat}
    </Link>
  );
}

export function regionText(user: AdminUser, lang: ConsoleLang): string {
  const part = (p: { name: string; nameEn: string } | null) => (p ? (lang === 'zh' ? p.name : p.nameEn) : '');
  return [part(user.region.province), part(user.region.city), part(user.region.district)].filter(Boolean).join(lang === 'zh' ? '' : ', ') || '—';
}

/** "Sales: under ¥1 million · Years in trade: 3–5 years": the bands the applicant chose, in words. */
export function bandsText(t: (key: string, params?: Record<string, string>) => string, user: Pick<AdminUser, 'gmvLevelCode' | 'businessYearCode'>): string {
  const band = (group: 'gmv' | 'years', code: string) => (/^[A-D]$/.test(code) ? t(`users.bandOptions.${group}.${code}`) : code);
  return t('users.bandsLine', { gmv: band('gmv', user.gmvLevelCode), years: band('years', user.businessYearCode) });
}

/** The columns both user lists share: who, where, how big, since when. */
export function userColumns(t: (key: string, params?: Record<string, string>) => string, lang: ConsoleLang): TableColumnsType<AdminUser> {
  return [
    { title: t('users.company'), dataIndex: 'company', render: (company: string, user) => <Link href={`/admin/users/${user.id}`}>{company}</Link> },
    { title: t('users.name'), dataIndex: 'name' },
    { title: t('users.mobile'), dataIndex: 'mobile' },
    { title: t('users.region'), key: 'region', render: (_v, user) => regionText(user, lang) },
    { title: t('users.bands'), key: 'bands', render: (_v, user) => bandsText(t, user) },
    { title: t('users.applied'), dataIndex: 'createdAt', render: (at: string) => formatTime(at, lang) },
    {
      title: t('users.status'),
      dataIndex: 'status',
      render: (status: string) => <Tag>{t(`status.${status}`)}</Tag>,
    },
  ];
}
