'use client';

import { useTable } from '@refinedev/antd';
import { useGetIdentity } from '@refinedev/core';
import { Alert, Table, Typography } from 'antd';
import Link from 'next/link';
import type { AdminPlan } from '@/contracts/admin-membership';
import { useAdminTexts } from '../shell/admin-texts';
import { formatMoney } from '../shell/format';

/** The membership plans, on sale or withdrawn; an admin edits one. */
export function PlansPage() {
  const { t, lang } = useAdminTexts();
  const { data: identity } = useGetIdentity<{ role: string }>();
  const isAdmin = identity?.role === 'admin';
  const { tableProps } = useTable<AdminPlan>({ resource: 'plans', pagination: { mode: 'off' }, syncWithLocation: false });
  const yesNo = (v: boolean) => (v ? t('plans.yes') : t('plans.no'));
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('plans.title')}
      </Typography.Title>
      {identity && !isAdmin ? <Alert type="info" showIcon message={t('plans.adminOnly')} style={{ marginBottom: 16 }} /> : null}
      <Table<AdminPlan>
        {...tableProps}
        rowKey="id"
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { title: t('plans.name'), key: 'name', render: (_v, p) => p.title[lang] },
          { title: t('plans.level'), dataIndex: 'level' },
          { title: t('plans.price'), dataIndex: 'price_fen', render: (fen: number) => formatMoney(fen, 'CNY', lang) },
          { title: t('plans.duration'), dataIndex: 'duration_days' },
          { title: t('plans.perDay'), dataIndex: 'per_day_limit', render: (n: number | null) => (n === null ? t('plans.unlimited') : n) },
          { title: t('plans.accounts'), dataIndex: 'account_limit' },
          { title: t('plans.invoice'), dataIndex: 'is_invoice', render: (v: number) => yesNo(v === 1) },
          { title: t('plans.onSale'), dataIndex: 'active', render: (v: boolean) => yesNo(v) },
          {
            title: t('users.actions'),
            key: 'actions',
            render: (_v, p) =>
              isAdmin ? (
                <Link href={`/admin/plans/${p.id}`} aria-label={t('plans.editOne', { name: p.title[lang] })}>
                  {t('plans.edit')}
                </Link>
              ) : null,
          },
        ]}
      />
    </>
  );
}
