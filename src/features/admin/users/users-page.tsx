'use client';

import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Button, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { AdminUser, UserRole, UserStatus } from '@/contracts/accounts';
import { USER_ROLES, USER_STATUSES } from '@/contracts/accounts';
import { useAdminTexts } from '../shell/admin-texts';
import { UserActions } from './user-actions';
import { CompanyAccountLink, userColumns } from './user-columns';

type Search = { q?: string; status?: UserStatus; role?: UserRole };

/** Every account: search by mobile, name or company; by status and role; the same decisions as the queue. */
export function UsersPage() {
  const { t, lang } = useAdminTexts();
  const { tableProps, searchFormProps } = useTable<AdminUser, never, Search>({
    resource: 'users',
    // Without a filter the API answers the pending queue: here the default is "every status".
    filters: { initial: [{ field: 'q', operator: 'eq', value: '' }] },
    onSearch: ({ q, status, role }) =>
      [
        { field: 'q', operator: 'eq', value: q?.trim() ?? '' },
        { field: 'status', operator: 'eq', value: status },
        { field: 'role', operator: 'eq', value: role },
      ] as CrudFilter[],
  });
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('users.title')}
      </Typography.Title>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('users.search')} name="q">
          <Input allowClear placeholder={t('users.searchHint')} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label={t('users.status')} name="status">
          <Select allowClear style={{ width: 140 }} options={USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
        </Form.Item>
        <Form.Item label={t('users.role')} name="role">
          <Select allowClear style={{ width: 140 }} options={USER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('users.find')}
          </Button>
        </Space>
      </Form>
      <Table<AdminUser>
        {...tableProps}
        rowKey="id"
        scroll={{ x: true }}
        columns={[
          ...userColumns(t, lang),
          { title: t('users.role'), dataIndex: 'role', render: (role: string) => <span style={{ whiteSpace: 'nowrap' }}>{t(`roles.${role}`)}</span> },
          { title: t('users.companyAccount'), key: 'companyAccount', render: (_v, user) => <CompanyAccountLink user={user} t={t} /> },
          { title: t('users.actions'), key: 'actions', render: (_v, user) => <UserActions user={user} /> },
        ]}
      />
    </>
  );
}
