'use client';

import { useTable } from '@refinedev/antd';
import { Table, Typography } from 'antd';
import type { AdminUser } from '@/contracts/accounts';
import { useAdminTexts } from '../shell/admin-texts';
import { UserActions } from './user-actions';
import { userColumns } from './user-columns';

/** The pending applications, oldest first: the queue operators work through. */
export function ApplicantsPage() {
  const { t, lang } = useAdminTexts();
  const { tableProps } = useTable<AdminUser>({
    resource: 'users',
    filters: { permanent: [{ field: 'status', operator: 'eq', value: 'pending' }] },
    syncWithLocation: false,
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('applicants.title')}
      </Typography.Title>
      <Table<AdminUser>
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        columns={[
          ...userColumns(t, lang).filter((c) => c.key !== 'status' && (c as { dataIndex?: string }).dataIndex !== 'status'),
          { title: t('users.actions'), key: 'actions', render: (_v, user) => <UserActions user={user} /> },
        ]}
      />
    </>
  );
}
