'use client';

import { useInvalidate, useOne } from '@refinedev/core';
import { Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import Link from 'next/link';
import type { ApiTokenView } from '@/contracts/api-tokens';
import type { AdminCompanyDetail, TeamInvitation, TeamMember } from '@/contracts/company';
import type { AdminUser } from '@/contracts/accounts';
import { useAdminTexts } from '../shell/admin-texts';
import { UserActions } from '../users/user-actions';
import { AccountManagerField } from './account-manager-field';
import { CompanyStatusActions } from './company-status-actions';
import { formatTime, membershipText, seatsText } from './company-format';
import { intlLocale } from '@/lib/intl-locale';

const heading = (text: string) => (
  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
    {text}
  </Typography.Title>
);

/**
 * One company: who runs it, its seats and membership, every member in any seat, open invitations, its
 * status, and its buyer-API access tokens with their use (read-only: only the owner creates or revokes).
 */
export function CompanyDetailPage({ id }: { id: string }) {
  const { t, lang } = useAdminTexts();
  const invalidate = useInvalidate();
  const { result: company, query } = useOne<AdminCompanyDetail>({ resource: 'companies', id });
  if (!company) return <Card loading={query.isLoading} />;
  const more = company.seats.morePlan;
  // A member's account as the users' own action reads it: disabling one member goes through the users API.
  const asUser = (m: TeamMember) => ({ id: m.id, name: m.name, company: company.name, status: m.status, role: 'buyer' }) as AdminUser;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {company.name}
      </Typography.Title>
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('companies.owner')}>
            {company.ownerId ? (
              <Link href={`/admin/users/${company.ownerId}`}>
                {company.ownerName} · {company.ownerMobile}
              </Link>
            ) : (
              '—'
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('companies.membership')}>{membershipText(company, t, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('companies.seats')}>
            {seatsText(company, lang)}
            {more ? ` · ${t('companies.morePlan', { plan: more.title, seats: more.accountLimit })}` : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('companies.created')}>{formatTime(company.createdAt, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('companies.status')}>
            <Space wrap>
              <Tag>{t(`companies.statuses.${company.status}`)}</Tag>
              {company.statusReason ? <span>{company.statusReason}</span> : null}
            </Space>
          </Descriptions.Item>
        </Descriptions>
        <div style={{ marginTop: 16 }}>
          <CompanyStatusActions company={company} />
        </div>
      </Card>
      <Card title={heading(t('accountManager.title'))}>
        <AccountManagerField key={company.accountManager?.id ?? 0} company={company} />
      </Card>
      <Card title={heading(t('companies.memberList'))}>
        <Table<TeamMember>
          dataSource={company.members}
          rowKey="id"
          pagination={false}
          scroll={{ x: true }}
          columns={[
            { title: t('companies.memberName'), dataIndex: 'name', render: (name: string, m) => <Link href={`/admin/users/${m.id}`}>{name}</Link> },
            { title: t('companies.mobile'), dataIndex: 'mobile' },
            { title: t('companies.position'), dataIndex: 'position', render: (p: string) => p || '—' },
            { title: t('companies.role'), dataIndex: 'companyRole', render: (r: string) => t(`companies.roles.${r}`) },
            { title: t('companies.seat'), dataIndex: 'seatState', render: (s: string) => <Tag>{t(`companies.seatStates.${s}`)}</Tag> },
            { title: t('companies.accountStatus'), dataIndex: 'status', render: (s: string) => <Tag>{t(`status.${s}`)}</Tag> },
            { title: t('companies.lastSignIn'), dataIndex: 'lastSignInAt', render: (at: string | null) => formatTime(at, lang) },
            { title: t('companies.joined'), dataIndex: 'joinedAt', render: (at: string) => formatTime(at, lang) },
            {
              title: t('companies.actions'),
              key: 'actions',
              render: (_v, m) => (
                <UserActions
                  user={asUser(m)}
                  onChanged={() => void invalidate({ resource: 'companies', invalidates: ['detail', 'list'], id: company.id })}
                />
              ),
            },
          ]}
        />
      </Card>
      <Card title={heading(t('companies.invitations'))}>
        <Table<TeamInvitation>
          dataSource={company.invitations}
          rowKey="id"
          pagination={false}
          scroll={{ x: true }}
          // antd greys an empty table's text below WCAG contrast: the console's secondary grey instead.
          locale={{ emptyText: <Typography.Text type="secondary">{t('companies.noInvitations')}</Typography.Text> }}
          columns={[
            { title: t('companies.memberName'), dataIndex: 'name' },
            { title: t('companies.mobile'), dataIndex: 'mobile' },
            { title: t('companies.invited'), dataIndex: 'createdAt', render: (at: string) => formatTime(at, lang) },
            { title: t('companies.expires'), dataIndex: 'expiresAt', render: (at: string) => formatTime(at, lang) },
          ]}
        />
      </Card>
      <Card title={heading(t('companies.apiTokens'))} data-testid="company-api-tokens">
        <Table<ApiTokenView>
          dataSource={company.apiTokens}
          rowKey="id"
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: <Typography.Text type="secondary">{t('companies.noApiTokens')}</Typography.Text> }}
          columns={[
            { title: t('companies.tokenName'), dataIndex: 'name' },
            { title: t('companies.tokenPrefix'), dataIndex: 'prefix', render: (prefix: string) => <Typography.Text code>{`${prefix}…`}</Typography.Text> },
            { title: t('companies.tokenState'), dataIndex: 'state', render: (s: string) => <Tag>{t(`companies.tokenStates.${s}`)}</Tag> },
            { title: t('companies.tokenCreated'), dataIndex: 'createdAt', render: (at: string, token) => `${formatTime(at, lang)} · ${token.createdBy}` },
            {
              title: t('companies.tokenExpires'),
              dataIndex: 'expiresAt',
              render: (at: string | null) => (at ? formatTime(at, lang) : t('companies.tokenNoExpiry')),
            },
            {
              title: t('companies.tokenLastUsed'),
              dataIndex: 'lastUsedAt',
              render: (at: string | null, token) =>
                at ? `${formatTime(at, lang)}${token.lastUsedIp ? ` · ${token.lastUsedIp}` : ''}` : t('companies.tokenNeverUsed'),
            },
            {
              title: t('companies.tokenCallsToday'),
              key: 'callsToday',
              align: 'right',
              render: (_v, token) => new Intl.NumberFormat(intlLocale(lang)).format(token.usage[0]?.calls ?? 0),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
