'use client';

import { useTable } from '@refinedev/antd';
import { useGetIdentity, useInvalidate, useOne } from '@refinedev/core';
import { App, Card, Descriptions, Select, Space, Table, Tag, Typography } from 'antd';
import type { AdminUser, UserRole } from '@/contracts/accounts';
import { USER_ROLES } from '@/contracts/accounts';
import type { AdminInquirySummary } from '@/contracts/inquiries';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { formatTime } from '../shell/format';
import { bandsText, CompanyAccountLink, regionText } from './user-columns';
import { UserActions } from './user-actions';
import { inquiryColumns } from '../inquiries/inquiry-columns';

function RoleSelect({ user }: { user: AdminUser }) {
  const { t } = useAdminTexts();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  return (
    <Select<UserRole>
      aria-label={t('users.role')}
      value={user.role}
      style={{ width: 160 }}
      options={USER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
      onChange={async (role) => {
        try {
          await adminRequest('POST', `/api/admin/users/${user.id}/role`, { body: { role } });
          message.success(t('users.roleChanged'));
          await invalidate({ resource: 'users', invalidates: ['detail', 'list'], id: user.id });
        } catch (err) {
          message.error((err as Error).message);
        }
      }}
    />
  );
}

/** One account: its details and decisions, its role (admins), its inquiries; membership and orders have a card of their own. */
export function UserDetailPage({ id }: { id: string }) {
  const { t, lang } = useAdminTexts();
  const inquiryCols = inquiryColumns(t, lang);
  const { result: user, query } = useOne<AdminUser>({ resource: 'users', id });
  const { data: me } = useGetIdentity<{ id: number; role: string }>();
  const { tableProps } = useTable<AdminInquirySummary>({
    resource: 'inquiries',
    filters: { permanent: [{ field: 'userId', operator: 'eq', value: id }] },
    syncWithLocation: false,
  });
  if (!user) return <Card loading={query.isLoading} />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {user.company}
      </Typography.Title>
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('users.name')}>{user.name}</Descriptions.Item>
          <Descriptions.Item label={t('users.mobile')}>{user.mobile}</Descriptions.Item>
          <Descriptions.Item label={t('users.companyAccount')}>
            <CompanyAccountLink user={user} t={t} />
          </Descriptions.Item>
          <Descriptions.Item label={t('users.position')}>{user.position || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('users.region')}>{regionText(user, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('users.bands')}>
            {bandsText(t, user)}
          </Descriptions.Item>
          <Descriptions.Item label={t('users.applied')}>{formatTime(user.createdAt, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('users.status')}>
            <Tag>{t(`status.${user.status}`)}</Tag>
            {user.statusReason ? user.statusReason : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('users.role')}>
            {me?.role === 'admin' && me.id !== user.id ? <RoleSelect user={user} /> : t(`roles.${user.role}`)}
          </Descriptions.Item>
        </Descriptions>
        <UserActions user={user} />
      </Card>
      <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>{t('users.inquiries')}</Typography.Title>}>
        <Table<AdminInquirySummary>
          {...tableProps}
          rowKey="id"
          scroll={{ x: true }}
          columns={[
            inquiryCols.reference,
            { title: t('inquiries.state'), dataIndex: 'state', render: (s: number) => t(`inquiryState.${s}`) },
            inquiryCols.lines,
            inquiryCols.total,
            { title: t('inquiries.created'), dataIndex: 'createdAt', render: (at: string) => formatTime(at, lang) },
          ]}
        />
      </Card>
      {/* Membership and orders: the place for the admin order list (GET /api/admin/orders?userId=). */}
      <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>{t('users.membership')}</Typography.Title>}>
        <Typography.Paragraph>{t('users.membershipSoon')}</Typography.Paragraph>
      </Card>
    </Space>
  );
}
